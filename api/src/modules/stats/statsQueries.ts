import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { playerCounters, playtimeDaily, serverOnlineHistory } from '../../db/schema/gameStats.js';
import { counterNames } from '../gameStats/index.js';
import type { CounterTotals, OnlinePoint, PlaytimeResolution } from './stats.schemas.js';

export function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function hours(seconds: number): number {
  return Math.round(seconds / 360) / 10;
}

/** Online history of one server since `from`, whatever resolution each stretch is stored at. */
export async function onlineHistory(
  db: Db,
  serverId: number,
  from: Date,
  bucketSeconds: number,
): Promise<OnlinePoint[]> {
  // A literal integer, so SELECT and GROUP BY are one expression.
  const bucket = sql.raw(String(Math.trunc(bucketSeconds)));
  const start = sql`to_timestamp(floor(extract(epoch from ${serverOnlineHistory.at}) / ${bucket}) * ${bucket})`;
  const rows = await db
    .select({
      at: start,
      online: sql<
        number | string
      >`round(sum(${serverOnlineHistory.online}::numeric * ${serverOnlineHistory.samples}) / sum(${serverOnlineHistory.samples}))::integer`,
      peak: sql<number | string>`max(${serverOnlineHistory.peak})::integer`,
    })
    .from(serverOnlineHistory)
    .where(and(eq(serverOnlineHistory.serverId, serverId), gte(serverOnlineHistory.at, from)))
    .groupBy(start)
    .orderBy(start);
  return rows.map((row) => ({
    at: asDate(row.at).toISOString(),
    online: Number(row.online),
    peak: Number(row.peak),
  }));
}

/** Summed counters, zero for those never reported. */
export async function counterTotals(db: Db, where: SQL | undefined): Promise<CounterTotals> {
  const rows = await db
    .select({ counter: playerCounters.counter, value: sql<string>`sum(${playerCounters.value})` })
    .from(playerCounters)
    .where(where)
    .groupBy(playerCounters.counter);
  const totals = Object.fromEntries(counterNames.map((name) => [name, 0])) as CounterTotals;
  for (const row of rows) {
    if ((counterNames as readonly string[]).includes(row.counter)) {
      totals[row.counter as keyof CounterTotals] = Number(row.value);
    }
  }
  return totals;
}

/** Seconds played since a UTC day (inclusive), for the given players and optional server. */
export async function secondsSince(
  db: Db,
  playerIds: number[],
  serverId: number | null,
  since: string | null,
): Promise<number> {
  if (playerIds.length === 0) return 0;
  const [row] = await db
    .select({ seconds: sql<string>`coalesce(sum(${playtimeDaily.seconds}), 0)` })
    .from(playtimeDaily)
    .where(
      and(
        inArray(playtimeDaily.playerId, playerIds),
        serverId === null ? undefined : eq(playtimeDaily.serverId, serverId),
        since === null ? undefined : gte(playtimeDaily.day, since),
      ),
    );
  return Number(row?.seconds ?? 0);
}

/** Days with any play since a UTC day. */
export async function daysOnlineSince(db: Db, playerId: number, since: string): Promise<number> {
  const [row] = await db
    .select({ days: sql<number | string>`count(DISTINCT ${playtimeDaily.day})::integer` })
    .from(playtimeDaily)
    .where(and(eq(playtimeDaily.playerId, playerId), gte(playtimeDaily.day, since)));
  return Number(row?.days ?? 0);
}

/** Playtime per day, week or month (UTC, weeks start on Monday) between two days, inclusive. */
export async function playtimeSeries(
  db: Db,
  playerId: number | null,
  serverId: number | null,
  resolution: PlaytimeResolution,
  from: string,
  to: string,
): Promise<{ at: string; hours: number }[]> {
  if (playerId === null) return [];
  const unit = sql.raw(`'${resolution}'`);
  const start = sql`date_trunc(${unit}, ${playtimeDaily.day}::timestamp)::date`;
  const rows = await db
    .select({
      at: sql<string>`to_char(${start}, 'YYYY-MM-DD')`,
      seconds: sql<string>`sum(${playtimeDaily.seconds})`,
    })
    .from(playtimeDaily)
    .where(
      and(
        eq(playtimeDaily.playerId, playerId),
        serverId === null ? undefined : eq(playtimeDaily.serverId, serverId),
        sql`${playtimeDaily.day} BETWEEN ${from}::date AND ${to}::date`,
      ),
    )
    .groupBy(start)
    .orderBy(start);
  return rows.map((row) => ({ at: row.at, hours: hours(Number(row.seconds)) }));
}
