import { and, desc, asc, eq, gte, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { serverOnlineHistory } from '../../db/schema/gameStats.js';
import type { NetworkRecords } from './stats.schemas.js';
import { asDate } from './statsQueries.js';

/**
 * The network's own records, from the servers' stored history: in each bucket (a minute for the last
 * 7 days, then an hour, then a day: see downsampleHistory) the servers' peaks are added up, and the
 * largest sum is the record, first reached at the start of its bucket. Every server's sample lands in
 * its minute's peak, so the network's day record is never below one server's day record.
 */
export async function networkRecords(
  db: Db,
  serverIds: number[],
  onlineCurrent: number,
  now: Date,
): Promise<NetworkRecords> {
  const dayStart = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const best = async (since: Date | null) => {
    if (serverIds.length === 0) return null;
    const online = sql<number | string>`sum(${serverOnlineHistory.peak})::integer`;
    const [row] = await db
      .select({ at: serverOnlineHistory.at, online })
      .from(serverOnlineHistory)
      .where(
        and(
          inArray(serverOnlineHistory.serverId, serverIds),
          since === null ? undefined : eq(serverOnlineHistory.resolution, 'minute'),
          since === null ? undefined : gte(serverOnlineHistory.at, since),
        ),
      )
      .groupBy(serverOnlineHistory.resolution, serverOnlineHistory.at)
      .orderBy(desc(online), asc(serverOnlineHistory.at))
      .limit(1);
    return row === undefined ? null : { online: Number(row.online), at: asDate(row.at).toISOString() };
  };
  const day = await best(dayStart);
  const max = await best(null);
  return {
    onlineCurrent,
    onlineDay: day?.online ?? 0,
    onlineMax: max?.online ?? 0,
    timeOnlineDay: day?.at ?? null,
    timeOnlineMax: max?.at ?? null,
  };
}
