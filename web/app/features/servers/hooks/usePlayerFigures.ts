import { skipToken } from '@apollo/client/react';
import type { RouterContextProvider } from 'react-router';

import {
  PlayerPlaytimeDocument,
  PlayerPlaytimeOnServerDocument,
  PlayerPlaytimeRangeDocument,
  PlayerPlaytimeRangeOnServerDocument,
  PlayerStatisticsDocument,
  PlayerStatisticsOnServerDocument,
  type PlaytimePeriod,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { preloadQuery } from '../../../platform/apollo/preloadQuery';
import { GRAPH_PERIODS } from '../graphPeriods';
import type { PlayerFiguresView, PlaytimePeriodName } from '../playerFigures';

function graphPeriod(period: PlaytimePeriodName): PlaytimePeriod {
  return GRAPH_PERIODS[period];
}

/** Fills the Apollo cache for a profile's statistics tab in the loader: the calls `usePlayerFigures` reads. */
export async function preloadPlayerFigures(
  context: Readonly<RouterContextProvider>,
  nick: string,
  { server, span }: PlayerFiguresView,
): Promise<void> {
  const statistics =
    server === null
      ? preloadQuery(context, { query: PlayerStatisticsDocument, variables: { nick } })
      : preloadQuery(context, { query: PlayerStatisticsOnServerDocument, variables: { nick, server } });
  let playtime: Promise<unknown> = Promise.resolve();
  if (span.kind === 'period') {
    const period = graphPeriod(span.period);
    playtime =
      server === null
        ? preloadQuery(context, { query: PlayerPlaytimeDocument, variables: { nick, period } })
        : preloadQuery(context, {
            query: PlayerPlaytimeOnServerDocument,
            variables: { nick, server, period },
          });
  } else if (span.valid) {
    const range = { nick, from: span.from, to: span.to, resolution: span.resolution };
    playtime =
      server === null
        ? preloadQuery(context, { query: PlayerPlaytimeRangeDocument, variables: range })
        : preloadQuery(context, {
            query: PlayerPlaytimeRangeOnServerDocument,
            variables: { ...range, server },
          });
  }
  await Promise.all([statistics, playtime]);
}

/**
 * A profile's figures for the chosen server (the …OnServer calls) or for all, and its playtime over a
 * period (playtime) or a custom range (playtime-range). Only the calls the view needs run.
 */
export function usePlayerFigures(nick: string, { server, span }: PlayerFiguresView) {
  const period = span.kind === 'period' ? graphPeriod(span.period) : null;
  const range =
    span.kind === 'range' && span.valid
      ? { nick, from: span.from, to: span.to, resolution: span.resolution }
      : null;
  const all = useQuery(PlayerStatisticsDocument, server === null ? { variables: { nick } } : skipToken);
  const one = useQuery(
    PlayerStatisticsOnServerDocument,
    server === null ? skipToken : { variables: { nick, server } },
  );
  const byPeriod = useQuery(
    PlayerPlaytimeDocument,
    server === null && period !== null ? { variables: { nick, period } } : skipToken,
  );
  const byPeriodHere = useQuery(
    PlayerPlaytimeOnServerDocument,
    server !== null && period !== null ? { variables: { nick, server, period } } : skipToken,
  );
  const byRange = useQuery(
    PlayerPlaytimeRangeDocument,
    server === null && range !== null ? { variables: range } : skipToken,
  );
  const byRangeHere = useQuery(
    PlayerPlaytimeRangeOnServerDocument,
    server !== null && range !== null ? { variables: { ...range, server } } : skipToken,
  );
  // Picked by the view, not by which answer is there: a skipped query may still hold its last data.
  const statistics = server === null ? all.data?.playerStatistics : one.data?.playerStatisticsOnServer;
  let playtime;
  if (period !== null)
    playtime = server === null ? byPeriod.data?.playerPlaytime : byPeriodHere.data?.playerPlaytimeOnServer;
  else if (range !== null)
    playtime =
      server === null ? byRange.data?.playerPlaytimeRange : byRangeHere.data?.playerPlaytimeRangeOnServer;
  return { statistics, playtime };
}
