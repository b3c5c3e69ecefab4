import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** CopyField's hint, in a module of its own so the popover positioning behind it loads after hydration. */
export function CopyTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} withArrow position="top">
      {children}
    </Tooltip>
  );
}
