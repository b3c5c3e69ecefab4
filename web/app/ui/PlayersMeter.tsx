import { Progress } from '@mantine/core';

import { PlainGroup } from './plainMantine/PlainGroup';
import { PlainText } from './plainMantine/PlainText';
import classes from './PlayersMeter.module.css';

export interface PlayersMeterProps {
  online: number;
  max: number;
  label: string;
  /** Already formatted, e.g. '37 / 100'. */
  countLabel: string;
  /** Spoken by screen readers for the bar, e.g. '37 of 100 player slots taken'. */
  progressLabel: string;
}

export function playersPercent(online: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(100, Math.max(0, (online / max) * 100));
}

/** Online against capacity: a label, the numbers and one clear bar. */
export function PlayersMeter({ online, max, label, countLabel, progressLabel }: PlayersMeterProps) {
  return (
    <div>
      <PlainGroup justify="space-between" gap="xs" mb={6}>
        <PlainText size="xs" dimmed fw={700} textTransform="uppercase">
          {label}
        </PlainText>
        <PlainText size="sm" fw={800} className={classes.count} data-testid="players-count">
          {countLabel}
        </PlainText>
      </PlainGroup>
      <Progress
        value={playersPercent(online, max)}
        size="md"
        radius="xl"
        classNames={{ section: classes.bar, root: classes.track }}
        aria-label={progressLabel}
      />
    </div>
  );
}
