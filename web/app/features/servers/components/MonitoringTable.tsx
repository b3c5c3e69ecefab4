import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { MonitoringQuery } from '../../../generated/graphql';
import { ServerCells } from './ServerCells';
import { ScrollCue } from '../../../ui/ScrollCue';

type MonitoringServer = NonNullable<MonitoringQuery['serverMonitoring']>['servers'][number];

export interface MonitoringTableProps {
  servers: readonly MonitoringServer[];
}

/** TPS, online / max and the day and all-time records with the moments they were reached. */
export function MonitoringTable({ servers }: MonitoringTableProps) {
  const { t } = useTranslation('servers');
  const moment = (at: string | null | undefined) =>
    at
      ? t('monitoring.at', {
          value: new Date(at),
          formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
        })
      : '';
  return (
    <ScrollCue minWidth={640}>
      <Table striped verticalSpacing="sm" data-testid="monitoring">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stats.server')}</Table.Th>
            <Table.Th>{t('stats.status')}</Table.Th>
            <Table.Th ta="right">{t('monitoring.tps')}</Table.Th>
            <Table.Th ta="right">{t('stats.online')}</Table.Th>
            <Table.Th ta="right">{t('stats.recordDay')}</Table.Th>
            <Table.Th ta="right">{t('stats.recordMax')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {servers.map(({ server }) => (
            <Table.Tr key={server.id} data-testid={`monitoring-${server.slug}`}>
              <ServerCells server={server} />
              <Table.Td ta="right">{t('monitoring.tpsValue', { value: server.tps })}</Table.Td>
              <Table.Td ta="right" data-testid="monitoring-online">
                {t('monitoring.onlineOfMax', { online: server.online, max: server.maxPlayers })}
              </Table.Td>
              <Table.Td ta="right">
                {t('stats.number', { value: server.recordDay })}
                <Text size="xs" c="dimmed">
                  {moment(server.recordDayAt)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                {t('stats.number', { value: server.recordMax })}
                <Text size="xs" c="dimmed">
                  {moment(server.recordMaxAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollCue>
  );
}
