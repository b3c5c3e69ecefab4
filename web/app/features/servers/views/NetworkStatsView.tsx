import { useQuery } from '@apollo/client/react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ScreenFrame } from '../../site';
import { MonitoringDocument, ServerStatisticsDocument } from '../../../generated/graphql';
import { preloadQuery } from '../../../platform/apollo/preloadQuery';
import { httpError } from '../../../platform/httpError';
import { isLanguage } from '../../../platform/i18n/languages';
import { LazyOnlineChart } from '../components/LazyOnlineChart';
import { MonitoringTable } from '../components/MonitoringTable';
import { NetworkRecordsRow } from '../components/NetworkRecordsRow';
import { StatisticsTotals } from '../components/StatisticsTotals';
import { useFocusedPolling } from '../hooks/useFocusedPolling';
import type { ScreenLoadArgs } from './screenLoadArgs';

/** Fills the cache with what `/stats` shows, so the page renders in one pass. */
export async function loadNetworkStats({ context, params }: ScreenLoadArgs<{ lang?: string }>) {
  if (!isLanguage(params.lang)) httpError(404);
  await Promise.all([
    preloadQuery(context, { query: MonitoringDocument }),
    preloadQuery(context, { query: ServerStatisticsDocument, variables: {} }),
  ]);
  return null;
}

/** `/stats`: the network's online now, its records and totals, and each server's day. */
export function NetworkStatsView() {
  const { t } = useTranslation(['statistics', 'servers']);
  const { data, startPolling, stopPolling } = useQuery(MonitoringDocument, {
    notifyOnNetworkStatusChange: false,
  });
  useFocusedPolling({ startPolling, stopPolling });
  const totals = useQuery(ServerStatisticsDocument, { variables: {} }).data?.serverStatistics;
  const monitoring = data?.serverMonitoring;
  const servers = monitoring?.servers ?? [];
  const hour = (at: string) =>
    t('servers:monitoring.at', { value: new Date(at), formatParams: { value: { timeStyle: 'short' } } });
  return (
    <ScreenFrame screen="stats">
      <Text fw={600} data-testid="monitoring-total">
        {t('servers:monitoring.total', { value: monitoring?.totalOnline ?? 0 })}
      </Text>
      {monitoring ? <NetworkRecordsRow records={monitoring.records} /> : null}
      <MonitoringTable servers={servers} />
      {totals ? <StatisticsTotals title={t('statistics:totals.title')} totals={totals} /> : null}
      {servers.map(({ server, history }) => (
        <Paper key={server.id} withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {server.name} · {t('servers:monitoring.chartTitle')}
            </Title>
            <LazyOnlineChart
              points={history}
              label={hour}
              onlineLabel={t('servers:monitoring.online')}
              peakLabel={t('servers:monitoring.peak')}
              height={160}
            />
          </Stack>
        </Paper>
      ))}
    </ScreenFrame>
  );
}
