import { Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ScreenFrame } from '../../site';
import { MonitoringDocument, ServerStatisticsDocument } from '../../../generated/graphql';
import { preloadQuery } from '../../../platform/apollo/preloadQuery';
import { httpError } from '../../../platform/httpError';
import { isLanguage } from '../../../platform/i18n/languages';
import { MonitoringTable } from '../components/MonitoringTable';
import { NetworkOnlineCharts } from '../components/NetworkOnlineCharts';
import { NetworkRecordsRow } from '../components/NetworkRecordsRow';
import { StatisticsTotals } from '../components/StatisticsTotals';
import { useFocusedPolling } from '../hooks/useFocusedPolling';
import type { ScreenLoadArgs } from './screenLoadArgs';

/**
 * Fills the cache with what the first paint of `/stats` shows (figures and tables), so the page renders
 * in one pass; the charts' history is asked for by the charts themselves (NetworkOnlineCharts).
 */
export async function loadNetworkStats({ context, params }: ScreenLoadArgs<{ lang?: string }>) {
  if (!isLanguage(params.lang)) httpError(404);
  await Promise.all([
    preloadQuery(context, { query: MonitoringDocument }),
    preloadQuery(context, { query: ServerStatisticsDocument, variables: {} }),
  ]);
  return null;
}

// Its figures come from a query that is not refreshed: a refresh of the monitoring skips it.
const NetworkTotals = memo(StatisticsTotals);

/** `/stats`: the network's online now, its records and totals, and each server's day. */
export function NetworkStatsView() {
  const { t } = useTranslation(['statistics', 'servers']);
  const { data, startPolling, stopPolling } = useQuery(MonitoringDocument, {
    notifyOnNetworkStatusChange: false,
  });
  useFocusedPolling({ startPolling, stopPolling });
  const totals = useQuery(ServerStatisticsDocument, { variables: {} }).data?.serverStatistics;
  const monitoring = data?.serverMonitoring;
  const servers = monitoring?.servers.map(({ server }) => server) ?? [];
  return (
    <ScreenFrame screen="stats">
      <Text fw={600} data-testid="monitoring-total">
        {t('servers:monitoring.total', { value: monitoring?.totalOnline ?? 0 })}
      </Text>
      {monitoring ? <NetworkRecordsRow records={monitoring.records} /> : null}
      <MonitoringTable servers={monitoring?.servers ?? []} />
      {totals ? <NetworkTotals title={t('statistics:totals.title')} totals={totals} /> : null}
      <NetworkOnlineCharts servers={servers} />
    </ScreenFrame>
  );
}
