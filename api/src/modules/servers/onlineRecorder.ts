import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { serverOnlineHistory } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';

export interface OnlineSample {
  at: Date;
  online: number;
  tps?: number | undefined;
  maxPlayers?: number | undefined;
}

const MINUTE_MS = 60_000;
const CHUNK = 1000;

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function maxBy<T>(items: T[], value: (item: T) => number): T {
  return items.reduce((best, item) => (value(item) > value(best) ? item : best));
}

/** The highest sample, and of equal ones the earliest: a record's moment is when it was first reached. */
function firstPeak(samples: OnlineSample[]): OnlineSample {
  return samples.reduce((best, sample) =>
    sample.online > best.online || (sample.online === best.online && sample.at < best.at) ? sample : best,
  );
}

/**
 * Writes online samples of one server, from plugin heartbeats or pings: the live figures, exact records
 * with their moments (every sample counts, so no peak between polls is lost) and minute history.
 * Samples may be late or out of order; the live figures only move forward in time.
 */
export async function recordOnline(db: Db, serverId: number, samples: OnlineSample[]): Promise<void> {
  if (samples.length === 0) return;
  const latest = maxBy(samples, (sample) => sample.at.getTime());
  const peak = firstPeak(samples);
  const day = utcDay(latest.at);
  const dayPeak = firstPeak(samples.filter((sample) => utcDay(sample.at) === day));
  const fresh = sql`(${gameServers.lastReportAt} IS NULL OR ${gameServers.lastReportAt} <= ${latest.at})`;
  const newDay = sql`(${gameServers.recordDayDate} IS NULL OR ${gameServers.recordDayDate} < ${day}::date)`;
  const sameDay = sql`${gameServers.recordDayDate} = ${day}::date`;
  await db
    .update(gameServers)
    .set({
      online: sql`CASE WHEN ${fresh} THEN ${latest.online}::integer ELSE ${gameServers.online} END`,
      tps:
        latest.tps === undefined
          ? sql`${gameServers.tps}`
          : sql`CASE WHEN ${fresh} THEN ${latest.tps}::double precision ELSE ${gameServers.tps} END`,
      maxPlayers:
        latest.maxPlayers === undefined
          ? sql`${gameServers.maxPlayers}`
          : sql`CASE WHEN ${fresh} THEN ${latest.maxPlayers}::integer ELSE ${gameServers.maxPlayers} END`,
      lastReportAt: sql`GREATEST(${gameServers.lastReportAt}, ${latest.at}::timestamptz)`,
      recordMax: sql`GREATEST(${gameServers.recordMax}, ${peak.online}::integer)`,
      // Samples may come late: an equal peak from before the stored moment moves the moment back.
      recordMaxAt: sql`CASE WHEN ${peak.online}::integer > ${gameServers.recordMax} OR ${gameServers.recordMaxAt} IS NULL
        OR (${peak.online}::integer = ${gameServers.recordMax} AND ${peak.at}::timestamptz < ${gameServers.recordMaxAt})
        THEN ${peak.at}::timestamptz ELSE ${gameServers.recordMaxAt} END`,
      recordDay: sql`CASE WHEN ${newDay} THEN ${dayPeak.online}::integer
        WHEN ${sameDay} THEN GREATEST(${gameServers.recordDay}, ${dayPeak.online}::integer) ELSE ${gameServers.recordDay} END`,
      recordDayAt: sql`CASE WHEN ${newDay} OR (${sameDay} AND (${dayPeak.online}::integer > ${gameServers.recordDay}
        OR (${dayPeak.online}::integer = ${gameServers.recordDay}
        AND (${gameServers.recordDayAt} IS NULL OR ${dayPeak.at}::timestamptz < ${gameServers.recordDayAt})))) THEN ${dayPeak.at}::timestamptz ELSE ${gameServers.recordDayAt} END`,
      recordDayDate: sql`CASE WHEN ${newDay} THEN ${day}::date ELSE ${gameServers.recordDayDate} END`,
    })
    .where(eq(gameServers.id, serverId));

  const minutes = new Map<number, { online: number; peak: number; samples: number }>();
  for (const sample of samples) {
    const minute = Math.floor(sample.at.getTime() / MINUTE_MS) * MINUTE_MS;
    const bucket = minutes.get(minute);
    if (bucket === undefined) minutes.set(minute, { online: sample.online, peak: sample.online, samples: 1 });
    else {
      bucket.online = (bucket.online * bucket.samples + sample.online) / (bucket.samples + 1);
      bucket.peak = Math.max(bucket.peak, sample.online);
      bucket.samples += 1;
    }
  }
  const rows = [...minutes].map(([minute, bucket]) => ({
    serverId,
    resolution: 'minute' as const,
    at: new Date(minute),
    online: Math.round(bucket.online),
    peak: bucket.peak,
    samples: bucket.samples,
  }));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(serverOnlineHistory)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({
        target: [serverOnlineHistory.serverId, serverOnlineHistory.resolution, serverOnlineHistory.at],
        set: mergeBucket,
      });
  }
}

/** Weighted average, maximum peak, summed samples: merging buckets never loses a peak. */
const mergeBucket = {
  online: sql`round((${serverOnlineHistory.online}::numeric * ${serverOnlineHistory.samples} +
    excluded.online::numeric * excluded.samples) / (${serverOnlineHistory.samples} + excluded.samples))::integer`,
  peak: sql`GREATEST(${serverOnlineHistory.peak}, excluded.peak)`,
  samples: sql`${serverOnlineHistory.samples} + excluded.samples`,
};

/**
 * Minutes older than 7 days become hours, hours older than a year become days. Cut-offs fall on whole
 * hours or days, so a bucket is never built from half its source rows. Safe to repeat and to run on
 * several api replicas at once (the merge is the same upsert).
 */
export async function downsampleHistory(db: Db, now: Date): Promise<void> {
  await rollUp(db, 'minute', 'hour', new Date(now.getTime() - 7 * 86_400_000));
  await rollUp(db, 'hour', 'day', new Date(now.getTime() - 365 * 86_400_000));
}

async function rollUp(db: Db, from: 'minute' | 'hour', to: 'hour' | 'day', before: Date): Promise<void> {
  // The unit is one of two literals, inlined so that SELECT and GROUP BY are the same expression.
  const unit = sql.raw(`'${to}'`);
  await db.transaction(async (tx) => {
    const cutoff = sql`date_trunc(${unit}, ${before}::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
    await tx.execute(sql`
      INSERT INTO server_online_history (server_id, resolution, at, online, peak, samples)
      SELECT server_id, ${unit}, date_trunc(${unit}, at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
        round(sum(online::numeric * samples) / sum(samples))::integer, max(peak), sum(samples)::integer
      FROM server_online_history
      WHERE resolution = ${from} AND at < ${cutoff}
      GROUP BY server_id, date_trunc(${unit}, at AT TIME ZONE 'UTC')
      ON CONFLICT (server_id, resolution, at) DO UPDATE SET
        online = round((server_online_history.online::numeric * server_online_history.samples +
          excluded.online::numeric * excluded.samples) / (server_online_history.samples + excluded.samples))::integer,
        peak = GREATEST(server_online_history.peak, excluded.peak),
        samples = server_online_history.samples + excluded.samples`);
    await tx.execute(sql`DELETE FROM server_online_history WHERE resolution = ${from} AND at < ${cutoff}`);
  });
}
