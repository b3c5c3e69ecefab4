import { and, count, eq, gte, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { gameBans, playtimeDaily } from '../../db/schema/gameStats.js';
import { siteBans } from '../../db/schema/siteBans.js';
import type { ServersService } from '../servers/index.js';
import type { OnlinePeriod } from './stats.schemas.js';
import { networkRecords } from './networkRecords.js';
import { counterTotals, onlineHistory } from './statsQueries.js';
import { DAY_MS, day, findServer, monthStart } from './statsShared.js';

/** Bucket of each period: a few hundred points at most, each with its peak. */
const ONLINE_PERIODS: Record<OnlinePeriod, { days: number; bucket: number }> = {
  '1d': { days: 1, bucket: 600 },
  '7d': { days: 7, bucket: 3600 },
  '1m': { days: 31, bucket: 6 * 3600 },
  '3m': { days: 92, bucket: 86400 },
  '6m': { days: 183, bucket: 86400 },
  '1y': { days: 366, bucket: 7 * 86400 },
  '3y': { days: 3 * 366, bucket: 30 * 86400 },
  '5y': { days: 5 * 366, bucket: 30 * 86400 },
  max: { days: 50 * 366, bucket: 30 * 86400 },
};

/** Servers' online history, monitoring and totals (the statistics page). */
export class ServerStats {
  constructor(
    private readonly db: Db,
    private readonly servers: ServersService,
    private readonly clock: () => Date,
  ) {}

  async server(name: string, full: boolean) {
    const server = await findServer(this.servers, name);
    const history = full ? await this.history(server.id, 1, 600) : [];
    return { server, history };
  }

  async serverOnline(name: string, period: OnlinePeriod) {
    const server = await findServer(this.servers, name);
    const { days, bucket } = ONLINE_PERIODS[period];
    return {
      server: server.slug,
      period,
      bucketSeconds: bucket,
      points: await this.history(server.id, days, bucket),
    };
  }

  async monitoring() {
    const list = await this.servers.list();
    const servers = await Promise.all(
      list.items.map(async (server) => ({ server, history: await this.history(server.id, 1, 1800) })),
    );
    const recordDay = list.items.reduce((sum, server) => sum + server.recordDay, 0);
    const ids = list.items.map((server) => server.id);
    const records = await networkRecords(this.db, ids, list.totalOnline, this.clock());
    return { servers, totalOnline: list.totalOnline, recordDay, records };
  }

  async statistics(name: string | undefined) {
    const server = name === undefined ? null : await findServer(this.servers, name);
    const now = this.clock();
    const onServer = server === null ? undefined : eq(playtimeDaily.serverId, server.id);
    const players = (since: string | null) =>
      this.db
        .select({ value: sql<number>`count(DISTINCT ${playtimeDaily.playerId})::integer` })
        .from(playtimeDaily)
        .where(and(onServer, since === null ? undefined : gte(playtimeDaily.day, since)));
    const [all] = await players(null);
    const [today] = await players(day(now));
    const [month] = await players(monthStart(now));
    const [seconds] = await this.db
      .select({ value: sql<string>`coalesce(sum(${playtimeDaily.seconds}), 0)` })
      .from(playtimeDaily)
      .where(onServer);
    const [bans] = await this.db
      .select({ value: count() })
      .from(gameBans)
      .where(and(server === null ? undefined : eq(gameBans.serverId, server.id), activeBan(now)));
    // A site ban has no server (the ban list names it "site"): it counts in the network's figure only.
    const [onSite] =
      server === null
        ? await this.db.select({ value: count() }).from(siteBans).where(activeSiteBan(now))
        : [{ value: 0 }];
    return {
      server: server?.slug ?? null,
      players: all?.value ?? 0,
      playersToday: today?.value ?? 0,
      playersMonth: month?.value ?? 0,
      hoursPlayed: Math.floor(Number(seconds?.value ?? 0) / 3600),
      activeBans: (bans?.value ?? 0) + (onSite?.value ?? 0),
      counters: await counterTotals(this.db, server === null ? undefined : sql`server_id = ${server.id}`),
    };
  }

  private history(serverId: number, days: number, bucket: number) {
    return onlineHistory(this.db, serverId, new Date(this.clock().getTime() - days * DAY_MS), bucket);
  }
}

function activeBan(now: Date) {
  return and(
    isNull(gameBans.liftedAt),
    or(eq(gameBans.permanent, true), isNull(gameBans.endsAt), sql`${gameBans.endsAt} > ${now}`),
  );
}

function activeSiteBan(now: Date) {
  return and(isNull(siteBans.liftedAt), or(isNull(siteBans.endsAt), sql`${siteBans.endsAt} > ${now}`));
}
