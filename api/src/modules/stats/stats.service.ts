import { and, asc, count, eq, gte, ilike, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { roleGroups, userRoleGroups, users } from '../../db/schema/accounts.js';
import { gameBans, gamePlayers, playerLikes, playtimeDaily } from '../../db/schema/gameStats.js';
import { AppError } from '../../platform/errors/AppError.js';
import { hasPermission } from '../../platform/auth/permissions.js';
import type { ServersService } from '../servers/servers.service.js';
import type { GameServer } from '../servers/servers.schemas.js';
import type {
  OnlinePeriod,
  PlayerProfile,
  PlaytimePeriod,
  PlaytimeResolution,
  PlaytimeSeries,
  TopList,
  TopType,
} from './stats.schemas.js';
import {
  counterTotals,
  daysOnlineSince,
  hours,
  onlineHistory,
  playtimeSeries,
  secondsSince,
} from './statsQueries.js';
import { escapeLike, listBans } from './banList.js';

const DAY_MS = 86_400_000;
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
const PLAYTIME_PERIODS: Record<PlaytimePeriod, { days: number; resolution: PlaytimeResolution }> = {
  '1m': { days: 31, resolution: 'day' },
  '3m': { days: 92, resolution: 'day' },
  '6m': { days: 183, resolution: 'week' },
  '1y': { days: 366, resolution: 'week' },
  '3y': { days: 3 * 366, resolution: 'month' },
  '5y': { days: 5 * 366, resolution: 'month' },
  max: { days: 50 * 366, resolution: 'month' },
};
export const TEAM_PERMISSION = 'web.team.member';
export const SEARCH_MIN_LENGTH = 4;

const day = (at: Date) => at.toISOString().slice(0, 10);
const monthStart = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;
const yearStart = (at: Date) => `${at.toISOString().slice(0, 4)}-01-01`;

interface FoundPlayer {
  nickname: string;
  playerId: number | null;
  userId: number | null;
  lastOnline: Date | null;
  hideLastOnline: boolean;
}

function unknownPlayer(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Игрок не найден', en: 'Player not found' });
}

/** Read side of the game-server data: monitoring, statistics, tops, team, bans and player profiles. */
export class StatsService {
  constructor(
    private readonly db: Db,
    private readonly servers: ServersService,
    private readonly clock: () => Date,
  ) {}

  async server(name: string, full: boolean) {
    const server = await this.requireServer(name);
    const history = full ? await this.history(server.id, 1, 600) : [];
    return { server, history };
  }

  async serverOnline(name: string, period: OnlinePeriod) {
    const server = await this.requireServer(name);
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
    return { servers, totalOnline: list.totalOnline, recordDay };
  }

  async statistics(name: string | undefined) {
    const server = name === undefined ? null : await this.requireServer(name);
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
    return {
      server: server?.slug ?? null,
      players: all?.value ?? 0,
      playersToday: today?.value ?? 0,
      playersMonth: month?.value ?? 0,
      hoursPlayed: Math.floor(Number(seconds?.value ?? 0) / 3600),
      activeBans: bans?.value ?? 0,
      counters: await counterTotals(this.db, server === null ? undefined : sql`server_id = ${server.id}`),
    };
  }

  async top(type: TopType, serverName: string | null, page: number, pageSize: number): Promise<TopList> {
    const server = serverName === null ? null : await this.requireServer(serverName);
    const offset = (page - 1) * pageSize;
    // Played here = has a playtime total on the server (a primary-key lookup).
    const playedHere =
      server === null
        ? sql`true`
        : sql`EXISTS (SELECT 1 FROM playtime_totals pt WHERE pt.player_id = p.id AND pt.server_id = ${server.id})`;
    let query;
    if (type === 'online') {
      // All-time sums kept at ingest (game_players.playtime_seconds, playtime_totals): read by index.
      query =
        server === null
          ? sql`SELECT p.nickname, p.playtime_seconds AS value,
              (SELECT count(*) FROM game_players WHERE playtime_seconds > 0) AS total
              FROM game_players p WHERE p.playtime_seconds > 0
              ORDER BY p.playtime_seconds DESC, p.nickname ASC LIMIT ${pageSize} OFFSET ${offset}`
          : sql`SELECT p.nickname, pt.seconds AS value,
              (SELECT count(*) FROM playtime_totals WHERE server_id = ${server.id} AND seconds > 0) AS total
              FROM playtime_totals pt JOIN game_players p ON p.id = pt.player_id
              WHERE pt.server_id = ${server.id} AND pt.seconds > 0
              ORDER BY pt.seconds DESC, p.nickname ASC LIMIT ${pageSize} OFFSET ${offset}`;
    } else if (type === 'coins') {
      // Site coins live in the ledger: the player's COIN account (none yet: zero).
      query = sql`SELECT u.login AS nickname, coalesce(la.balance, 0)::bigint AS value, count(*) OVER () AS total
        FROM users u LEFT JOIN ledger_accounts la ON la.user_id = u.id AND la.currency = 'COIN'
        ${server === null ? sql`` : sql`JOIN game_players p ON p.user_id = u.id WHERE ${playedHere}`}
        ORDER BY value DESC, u.login ASC LIMIT ${pageSize} OFFSET ${offset}`;
    } else {
      query = sql`SELECT p.nickname, count(l.user_id)::bigint AS value, count(*) OVER () AS total
        FROM player_likes l JOIN game_players p ON p.id = l.player_id WHERE ${playedHere}
        GROUP BY p.id, p.nickname ORDER BY value DESC, p.nickname ASC LIMIT ${pageSize} OFFSET ${offset}`;
    }
    // Both drivers answer { rows }; the values of bigint columns arrive as strings.
    const result: unknown = await this.db.execute(query);
    const { rows } = result as {
      rows: { nickname: string; value: string | number; total: string | number }[];
    };
    return {
      type,
      server: server?.slug ?? null,
      page,
      pageSize,
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((row, index) => ({
        rank: offset + index + 1,
        nickname: row.nickname,
        value: Number(row.value),
      })),
    };
  }

  async team() {
    const groups = await this.db.select().from(roleGroups);
    const staffGroups = groups.filter((group) => hasPermission(group.permissions, TEAM_PERMISSION));
    if (staffGroups.length === 0) return { members: [] };
    const rows = await this.db
      .select({
        userId: users.id,
        login: users.login,
        group: roleGroups.name,
        lastOnline: users.lastOnlineAt,
        hide: users.hideLastOnline,
      })
      .from(userRoleGroups)
      .innerJoin(users, eq(users.id, userRoleGroups.userId))
      .innerJoin(roleGroups, eq(roleGroups.id, userRoleGroups.groupId))
      .orderBy(asc(users.login));
    const staffIds = new Set(
      rows.filter((row) => staffGroups.some((group) => group.name === row.group)).map((row) => row.userId),
    );
    const now = this.clock();
    const members = [];
    for (const userId of staffIds) {
      const mine = rows.filter((row) => row.userId === userId);
      const first = mine[0];
      if (first === undefined) continue;
      const playerIds = (
        await this.db.select({ id: gamePlayers.id }).from(gamePlayers).where(eq(gamePlayers.userId, userId))
      ).map((row) => row.id);
      members.push({
        nickname: first.login,
        groups: mine.map((row) => row.group),
        secondsToday: await secondsSince(this.db, playerIds, null, day(now)),
        secondsMonth: await secondsSince(this.db, playerIds, null, monthStart(now)),
        lastOnline: first.hide ? null : (first.lastOnline?.toISOString() ?? null),
      });
    }
    return { members };
  }

  bans(search: string | undefined, page: number, pageSize: number) {
    return listBans(this.db, this.clock(), search, page, pageSize);
  }

  async profile(nick: string, viewerId: number | null): Promise<PlayerProfile> {
    const player = await this.requirePlayer(nick);
    const now = this.clock();
    const ids = player.playerId === null ? [] : [player.playerId];
    const likes = await this.likeState(player.playerId, viewerId);
    return {
      nickname: player.nickname,
      hasAccount: player.userId !== null,
      lastOnline: player.hideLastOnline ? null : (player.lastOnline?.toISOString() ?? null),
      lastOnlineHidden: player.hideLastOnline,
      ...likes,
      hours: await this.hoursOf(ids, null),
      daysOnline: {
        month:
          player.playerId === null ? 0 : await daysOnlineSince(this.db, player.playerId, monthStart(now)),
        year: player.playerId === null ? 0 : await daysOnlineSince(this.db, player.playerId, yearStart(now)),
      },
    };
  }

  async profileStatistics(nick: string, serverName: string | undefined) {
    const player = await this.requirePlayer(nick);
    const server = serverName === undefined ? null : await this.requireServer(serverName);
    const ids = player.playerId === null ? [] : [player.playerId];
    const where =
      player.playerId === null
        ? sql`false`
        : sql`player_id = ${player.playerId} ${server === null ? sql`` : sql`AND server_id = ${server.id}`}`;
    return {
      nickname: player.nickname,
      server: server?.slug ?? null,
      hours: await this.hoursOf(ids, server?.id ?? null),
      counters: await counterTotals(this.db, where),
    };
  }

  async playtime(
    nick: string,
    serverName: string | undefined,
    period: PlaytimePeriod,
  ): Promise<PlaytimeSeries> {
    const { days, resolution } = PLAYTIME_PERIODS[period];
    const now = this.clock();
    return this.playtimeRange(
      nick,
      serverName,
      resolution,
      day(new Date(now.getTime() - days * DAY_MS)),
      day(now),
    );
  }

  async playtimeRange(
    nick: string,
    serverName: string | undefined,
    resolution: PlaytimeResolution,
    from: string,
    to: string,
  ): Promise<PlaytimeSeries> {
    if (from > to)
      throw new AppError('VALIDATION_FAILED', { ru: 'Начало позже конца', en: 'from is after to' });
    const player = await this.requirePlayer(nick);
    const server = serverName === undefined ? null : await this.requireServer(serverName);
    return {
      nickname: player.nickname,
      server: server?.slug ?? null,
      resolution,
      points: await playtimeSeries(this.db, player.playerId, server?.id ?? null, resolution, from, to),
    };
  }

  async search(query: string) {
    const text = query.trim();
    if (text.length < SEARCH_MIN_LENGTH) {
      throw new AppError('VALIDATION_FAILED', {
        ru: 'Введите не менее четырёх символов',
        en: 'Enter at least four characters',
      });
    }
    const pattern = `%${escapeLike(text)}%`;
    const players = await this.db
      .select({ nickname: gamePlayers.nickname, userId: gamePlayers.userId })
      .from(gamePlayers)
      .where(ilike(gamePlayers.nickname, pattern))
      .orderBy(asc(sql`length(${gamePlayers.nickname})`), asc(gamePlayers.nickname))
      .limit(20);
    const accounts = await this.db
      .select({ nickname: users.login })
      .from(users)
      .where(ilike(users.login, pattern))
      .orderBy(asc(sql`length(${users.login})`), asc(users.login))
      .limit(20);
    const items = new Map<string, { nickname: string; hasAccount: boolean }>();
    for (const row of accounts)
      items.set(row.nickname.toLowerCase(), { nickname: row.nickname, hasAccount: true });
    for (const row of players) {
      const key = row.nickname.toLowerCase();
      if (!items.has(key)) items.set(key, { nickname: row.nickname, hasAccount: row.userId !== null });
    }
    return { items: [...items.values()].slice(0, 20) };
  }

  async like(nick: string, userId: number, like: boolean) {
    const player = await this.requirePlayer(nick);
    if (player.userId === userId) {
      throw new AppError('VALIDATION_FAILED', {
        ru: 'Нельзя оценить свой профиль',
        en: 'You cannot like your own profile',
      });
    }
    let playerId = player.playerId;
    if (playerId === null) {
      // An account nobody has seen in game yet: its player row is created for the like to hold on to.
      await this.db
        .insert(gamePlayers)
        .values({ nickname: player.nickname, userId: player.userId, firstSeenAt: this.clock() })
        .onConflictDoNothing();
      playerId = (await this.requirePlayer(nick)).playerId;
    }
    if (playerId === null) throw unknownPlayer();
    if (like) {
      await this.db
        .insert(playerLikes)
        .values({ playerId, userId, createdAt: this.clock() })
        .onConflictDoNothing();
    } else {
      await this.db
        .delete(playerLikes)
        .where(and(eq(playerLikes.playerId, playerId), eq(playerLikes.userId, userId)));
    }
    return this.likeState(playerId, userId);
  }

  private async likeState(playerId: number | null, viewerId: number | null) {
    if (playerId === null) return { likes: 0, likedByMe: false };
    const [row] = await this.db
      .select({
        likes: count(),
        mine: sql<boolean>`coalesce(bool_or(${playerLikes.userId} = ${viewerId ?? 0}), false)`,
      })
      .from(playerLikes)
      .where(eq(playerLikes.playerId, playerId));
    return { likes: row?.likes ?? 0, likedByMe: Boolean(row?.mine) };
  }

  private async hoursOf(playerIds: number[], serverId: number | null) {
    const now = this.clock();
    return {
      total: hours(await secondsSince(this.db, playerIds, serverId, null)),
      month: hours(await secondsSince(this.db, playerIds, serverId, monthStart(now))),
      year: hours(await secondsSince(this.db, playerIds, serverId, yearStart(now))),
    };
  }

  private history(serverId: number, days: number, bucket: number) {
    return onlineHistory(this.db, serverId, new Date(this.clock().getTime() - days * DAY_MS), bucket);
  }

  /** By slug or by name (documentMeta.serverName), as the site's URLs use both. */
  private async requireServer(name: string): Promise<GameServer> {
    const list = await this.servers.list();
    const server = list.items.find(
      (item) => item.slug === name || item.name.toLowerCase() === name.toLowerCase(),
    );
    if (server === undefined)
      throw new AppError('NOT_FOUND', { ru: 'Сервер не найден', en: 'Server not found' });
    return server;
  }

  private async requirePlayer(nick: string): Promise<FoundPlayer> {
    const lower = nick.toLowerCase();
    const [account] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.login})`, lower))
      .limit(1);
    const [player] = await this.db
      .select()
      .from(gamePlayers)
      .where(
        account === undefined
          ? eq(sql`lower(${gamePlayers.nickname})`, lower)
          : or(
              eq(gamePlayers.userId, account.id),
              and(isNull(gamePlayers.userId), eq(sql`lower(${gamePlayers.nickname})`, lower)),
            ),
      )
      .limit(1);
    if (account === undefined && player === undefined) throw unknownPlayer();
    return {
      nickname: account?.login ?? player?.nickname ?? nick,
      playerId: player?.id ?? null,
      userId: account?.id ?? null,
      lastOnline: account?.lastOnlineAt ?? player?.lastSeenAt ?? null,
      hideLastOnline: account?.hideLastOnline ?? false,
    };
  }
}

function activeBan(now: Date) {
  return and(
    isNull(gameBans.liftedAt),
    or(eq(gameBans.permanent, true), isNull(gameBans.endsAt), sql`${gameBans.endsAt} > ${now}`),
  );
}
