import { Table } from '@mantine/core';

import { ServerNameLink, ServerStatusBadge, type ServerLabelProps } from './ServerLabels';

export type ServerCellsProps = ServerLabelProps;

/** The first two cells of a server row in the statistics tables: its name (to its statistics) and status. */
export function ServerCells({ server }: ServerCellsProps) {
  return (
    <>
      <Table.Td>
        <ServerNameLink server={server} />
      </Table.Td>
      <Table.Td>
        <ServerStatusBadge server={server} />
      </Table.Td>
    </>
  );
}
