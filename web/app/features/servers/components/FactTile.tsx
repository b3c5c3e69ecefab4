import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FactTileProps {
  label: string;
  value: string;
  hint?: ReactNode;
  testId?: string;
}

/** One figure with its label, the unit of the statistics grids. */
export function FactTile({ label, value, hint, testId }: FactTileProps) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
