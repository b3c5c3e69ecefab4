import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { MonitoringQuery } from '../../../generated/graphql';
import { ScrollCue } from '../../../ui/ScrollCue';
import classes from './MonitoringTable.module.css';
import { ServerNameLink, ServerStatusBadge } from './ServerLabels';

type MonitoringServer = NonNullable<MonitoringQuery['serverMonitoring']>['servers'][number]['server'];

export interface MonitoringTableProps {
  servers: readonly { server: MonitoringServer }[];
}

/**
 * TPS, online / max and the day and all-time records with the moments they were reached. A plain table
 * (MonitoringTable.module.css) rather than Mantine's, which would add its ScrollArea to the first load.
 */
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
      <table className={classes.table} data-testid="monitoring">
        <thead>
          <tr>
            <th>{t('stats.server')}</th>
            <th>{t('stats.status')}</th>
            <th className={classes.figure}>{t('monitoring.tps')}</th>
            <th className={classes.figure}>{t('stats.online')}</th>
            <th className={classes.figure}>{t('stats.recordDay')}</th>
            <th className={classes.figure}>{t('stats.recordMax')}</th>
          </tr>
        </thead>
        <tbody>
          {servers.map(({ server }) => (
            <tr key={server.id} data-testid={`monitoring-${server.slug}`}>
              <td>
                <ServerNameLink server={server} />
              </td>
              <td className={classes.status}>
                <ServerStatusBadge server={server} />
              </td>
              <td className={classes.figure}>{t('monitoring.tpsValue', { value: server.tps })}</td>
              <td className={classes.figure} data-testid="monitoring-online">
                {t('monitoring.onlineOfMax', { online: server.online, max: server.maxPlayers })}
              </td>
              <td className={classes.figure}>
                {t('stats.number', { value: server.recordDay })}
                <Text size="xs" c="dimmed">
                  {moment(server.recordDayAt)}
                </Text>
              </td>
              <td className={classes.figure}>
                {t('stats.number', { value: server.recordMax })}
                <Text size="xs" c="dimmed">
                  {moment(server.recordMaxAt)}
                </Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollCue>
  );
}
