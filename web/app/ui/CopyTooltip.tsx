import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** CopyField's hint, in a module of its own so the popover positioning behind it loads on first use. */
export function CopyTooltip({
  label,
  defaultOpened,
  children,
}: {
  label: string;
  defaultOpened?: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip label={label} withArrow position="top" defaultOpened={defaultOpened}>
      {children}
    </Tooltip>
  );
}
