import { and, asc, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gamePlayers, playerLikes } from '../../db/schema/gameStats.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { ServersService } from '../servers/index.js';
import type { PlayerProfile, PlaytimePeriod, PlaytimeResolution, PlaytimeSeries } from './stats.schemas.js';
import { coinsOf } from './coins.js';
import type { Rankings } from './rankings.service.js';
import { counterTotals, daysOnlineSince, hours, playtimeSeries, secondsSince } from './statsQueries.js';

import { escapeLike } from './banList.js';
import { DAY_MS, day, findServer, monthStart, yearStart } from './statsShared.js';

const PLAYTIME_PERIODS: Record<PlaytimePeriod, { days: number; resolution: PlaytimeResolution }> = {
  '1m': { days: 31, resolution: 'day' },
  '3m': { days: 92, resolution: 'day' },
  '6m': { days: 183, resolution: 'week' },
  '1y': { days: 366, resolution: 'week' },
  '3y': { days: 3 * 366, resolution: 'month' },
  '5y': { days: 5 * 366, resolution: 'month' },
  max: { days: 50 * 366, resolution: 'month' },
};
export const SEARCH_MIN_LENGTH = 4;

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

/** Public player profiles: hours and days played, playtime charts, search and likes. */
/** The oauth module's port: the linked accounts a player shows on the profile. */
export interface AccountLinks {
  shownOnProfile(userId: number): Promise<PlayerProfile['links']>;
}

export class PlayerProfiles {
  constructor(
    private readonly db: Db,
    private readonly servers: ServersService,
    private readonly clock: () => Date,
    private readonly rankings: Rankings,
    private readonly accountLinks: AccountLinks,
  ) {}

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
      links: player.userId === null ? [] : await this.accountLinks.shownOnProfile(player.userId),
    };
  }

  async profileStatistics(nick: string, serverName: string | undefined) {
    const player = await this.requirePlayer(nick);
    const server = serverName === undefined ? null : await findServer(this.servers, serverName);
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
      // Site coins are one purse for the network; the places are in the top of the chosen server.
      coins: await coinsOf(this.db, player.userId),
      places: await this.rankings.places(player.nickname, server),
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
    const server = serverName === undefined ? null : await findServer(this.servers, serverName);
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
