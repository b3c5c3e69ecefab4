import { Card, Table, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The staff section's table frame: a bordered card that scrolls sideways on a phone instead of squeezing
 * its columns, with one header row. The screens pass their rows.
 */
export function StaffTable({
  minWidth,
  columns,
  testId,
  verticalSpacing,
  children,
}: {
  /** Below this width the table scrolls inside the card. */
  minWidth: number;
  /** The header cells, in order; an empty string leaves a cell without a title (a column of actions). */
  columns: string[];
  testId?: string;
  verticalSpacing?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding={0}>
      {/* A keyboard reaches a table that scrolls even when its rows hold no link or button. */}
      <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table data-testid={testId} verticalSpacing={verticalSpacing}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((title, index) => (
                <Table.Th key={`${String(index)}-${title}`}>{title}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
