import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { ScreenFrame } from '../../site';
import {
  ServerCatalogueDocument,
  ServerDetailsDocument,
  ServerOnlineDocument,
  ServerStatisticsDocument,
  type OnlinePeriod,
} from '../../../generated/graphql';
import { preloadQuery } from '../../../platform/apollo/preloadQuery';
import { FactTile } from '../components/FactTile';
import { LazyOnlineChart } from '../components/LazyOnlineChart';
import { ServerStatsTable } from '../components/ServerStatsTable';
import { StatisticsTotals } from '../components/StatisticsTotals';
import { GRAPH_PERIODS } from '../graphPeriods';
import { loadServerCatalogue } from '../loadServerCatalogue';
import type { ScreenLoadArgs } from './screenLoadArgs';

const PERIODS = ['1d', '7d', '1m', '3m', '6m', '1y', '3y', '5y', 'max'] as const;
type Period = (typeof PERIODS)[number];

function periodOf(search: URLSearchParams): Period {
  const value = search.get('period');
  return PERIODS.find((period) => period === value) ?? '1d';
}

function graphPeriod(period: Period): OnlinePeriod {
  return GRAPH_PERIODS[period];
}

/** Fills the cache with a server's statistics page; 404 for a server that does not exist. */
export async function loadServerStats(args: ScreenLoadArgs<{ lang?: string; serverName: string }>) {
  const result = await loadServerCatalogue(args);
  const period = periodOf(new URL(args.request.url).searchParams);
  const server = args.params.serverName;
  await Promise.all([
    preloadQuery(args.context, {
      query: ServerOnlineDocument,
      variables: { server, period: graphPeriod(period) },
    }),
    preloadQuery(args.context, { query: ServerDetailsDocument, variables: { server } }),
    preloadQuery(args.context, { query: ServerStatisticsDocument, variables: { server } }),
  ]);
  return result;
}

/** `/stats/:serverName`: a server's records, totals and online over a chosen period. */
export function ServerStatsView({ serverName }: { serverName: string }) {
  const { t } = useTranslation(['statistics', 'servers']);
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const { data } = useQuery(ServerCatalogueDocument);
  const online = useQuery(ServerOnlineDocument, {
    variables: { server: serverName, period: graphPeriod(period) },
  });
  const server = data?.servers?.items.find((item) => item.slug === serverName);
  const variables = { server: serverName };
  const details = useQuery(ServerDetailsDocument, { variables }).data?.server?.server;
  const totals = useQuery(ServerStatisticsDocument, { variables }).data?.serverStatistics;
  const reached = (at: string | null | undefined) =>
    at
      ? t('statistics:records.at', {
          value: new Date(at),
          formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
        })
      : t('statistics:records.notYet');
  const short = period === '1d' || period === '7d';
  const label = (at: string) =>
    t('servers:monitoring.at', {
      value: new Date(at),
      formatParams: { value: short ? { dateStyle: 'short', timeStyle: 'short' } : { dateStyle: 'short' } },
    });
  return (
    <ScreenFrame screen="stats-server_name" values={{ server: server?.name ?? serverName }}>
      {server ? <ServerStatsTable servers={[server]} /> : null}
      {details ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }} data-testid="server-records">
          <FactTile
            label={t('servers:stats.recordDay')}
            value={t('servers:stats.number', { value: details.recordDay })}
            hint={reached(details.recordDayAt)}
          />
          <FactTile
            label={t('servers:stats.recordMax')}
            value={t('servers:stats.number', { value: details.recordMax })}
            hint={reached(details.recordMaxAt)}
          />
        </SimpleGrid>
      ) : null}
      {totals ? (
        <StatisticsTotals
          title={t('statistics:totals.serverTitle', { server: details?.name ?? serverName })}
          totals={totals}
        />
      ) : null}
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('servers:monitoring.period')}
          value={period}
          onChange={(value) => {
            setSearch({ period: value }, { preventScrollReset: true, replace: true });
          }}
          data={PERIODS.map((value) => ({ value, label: t(`servers:monitoring.periods.${value}`) }))}
        />
        <LazyOnlineChart
          points={online.data?.serverOnline?.points ?? []}
          label={label}
          onlineLabel={t('servers:monitoring.online')}
          peakLabel={t('servers:monitoring.peak')}
        />
      </Stack>
    </ScreenFrame>
  );
}
