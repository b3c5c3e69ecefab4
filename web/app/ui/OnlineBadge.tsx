import { Badge } from '@mantine/core';

import classes from './OnlineBadge.module.css';

export interface OnlineBadgeProps {
  online: boolean;
  label: string;
}

/** A status pill with a pulsing dot while the server is up. */
export function OnlineBadge({ online, label }: OnlineBadgeProps) {
  return (
    <Badge
      className={classes.badge}
      data-online={online || undefined}
      variant="filled"
      radius="xl"
      size="md"
      leftSection={<span className={classes.dot} aria-hidden />}
    >
      {label}
    </Badge>
  );
}
