import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ServerCatalogueQuery } from '../../../generated/graphql';
import { ServerCells } from './ServerCells';
import { ScrollCue } from '../../../ui/ScrollCue';

type CatalogueServer = NonNullable<ServerCatalogueQuery['servers']>['items'][number];

export interface ServerStatsTableProps {
  servers: readonly CatalogueServer[];
}

/** Online now, today's record and the all-time record of each server. */
export function ServerStatsTable({ servers }: ServerStatsTableProps) {
  const { t } = useTranslation('servers');
  return (
    <ScrollCue minWidth={520}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="server-stats">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stats.server')}</Table.Th>
            <Table.Th>{t('stats.status')}</Table.Th>
            <Table.Th ta="right">{t('stats.online')}</Table.Th>
            <Table.Th ta="right">{t('stats.recordDay')}</Table.Th>
            <Table.Th ta="right">{t('stats.recordMax')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {servers.map((server) => (
            <Table.Tr key={server.id}>
              <ServerCells server={server} />
              <Table.Td ta="right">{t('stats.number', { value: server.online })}</Table.Td>
              <Table.Td ta="right">{t('stats.number', { value: server.recordDay })}</Table.Td>
              <Table.Td ta="right">{t('stats.number', { value: server.recordMax })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollCue>
  );
}
