import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { NetworkOnlineHistoryDocument } from '../../../generated/graphql';
import { useNearViewport } from '../../../ui/useNearViewport';
import { useFocusedPolling } from '../hooks/useFocusedPolling';
import { LazyOnlineChart } from './LazyOnlineChart';

/** Height of each chart of /stats, and of the skeleton that holds its place until it is drawn. */
const CHART_HEIGHT = 160;

export interface ChartedServer {
  id: number;
  name: string;
}

export interface NetworkOnlineChartsProps {
  servers: readonly ChartedServer[];
}

/**
 * Each server's last 24 hours of online, below the figures of /stats. The server and the first paint draw
 * the titles and same-size skeletons only: the history is asked for (and then refreshed with the figures)
 * once the charts near the viewport, and each chart's code once that chart does (LazyOnlineChart).
 */
function NetworkOnlineChartsList({ servers }: NetworkOnlineChartsProps) {
  const { ref, near } = useNearViewport();
  return (
    <Stack ref={ref} gap="lg">
      {near ? (
        <ChartsWithHistory servers={servers} />
      ) : (
        servers.map((server) => (
          <ChartCard key={server.id} name={server.name}>
            <Skeleton h={CHART_HEIGHT} radius="md" />
          </ChartCard>
        ))
      )}
    </Stack>
  );
}

const serversKey = (servers: readonly ChartedServer[]) =>
  servers.map((server) => `${String(server.id)}:${server.name}`).join('\n');

// The figures above refresh every 5 s; the list re-renders only when the servers themselves change.
export const NetworkOnlineCharts = memo(
  NetworkOnlineChartsList,
  (before, after) => serversKey(before.servers) === serversKey(after.servers),
);

function ChartsWithHistory({ servers }: NetworkOnlineChartsProps) {
  const { t } = useTranslation('servers');
  // Not cached: nothing else reads it, and normalising ~50 points per server on every refresh is what
  // made each refresh of the page a long task on a phone.
  const { data, startPolling, stopPolling } = useQuery(NetworkOnlineHistoryDocument, {
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: false,
  });
  useFocusedPolling({ startPolling, stopPolling });
  const historyOf = new Map(
    (data?.serverMonitoring?.servers ?? []).map((entry) => [entry.server.id, entry.history]),
  );
  const hour = (at: string) =>
    t('monitoring.at', { value: new Date(at), formatParams: { value: { timeStyle: 'short' } } });
  return servers.map((server) => {
    const history = historyOf.get(server.id);
    return (
      <ChartCard key={server.id} name={server.name}>
        {history ? (
          <LazyOnlineChart
            points={history}
            label={hour}
            onlineLabel={t('monitoring.online')}
            peakLabel={t('monitoring.peak')}
            height={CHART_HEIGHT}
          />
        ) : (
          <Skeleton h={CHART_HEIGHT} radius="md" />
        )}
      </ChartCard>
    );
  });
}

function ChartCard({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation('servers');
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {name} · {t('monitoring.chartTitle')}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
