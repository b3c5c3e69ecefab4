import { asc, eq, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { roleGroups, userRoleGroups, users } from '../../db/schema/accounts.js';
import { gamePlayers } from '../../db/schema/gameStats.js';
import { hasPermission } from '../../platform/auth/permissions.js';
import type { GameServer, ServersService } from '../servers/index.js';
import type { TopList, TopPlaces, TopType } from './stats.schemas.js';
import { secondsSince } from './statsQueries.js';
import { day, findServer, monthStart } from './statsShared.js';

export const TEAM_PERMISSION = 'web.team.member';

/** The tops (playtime, coins, likes; global or per server) and the team page. */
export class Rankings {
  constructor(
    private readonly db: Db,
    private readonly servers: ServersService,
    private readonly clock: () => Date,
  ) {}

  async top(type: TopType, serverName: string | null, page: number, pageSize: number): Promise<TopList> {
    const server = serverName === null ? null : await findServer(this.servers, serverName);
    const offset = (page - 1) * pageSize;
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
    } else {
      query = sql`SELECT nickname, value, count(*) OVER () AS total FROM (${rankedSource(type, server)}) ranked
        ORDER BY value DESC, nickname ASC LIMIT ${pageSize} OFFSET ${offset}`;
    }
    const rows = await rowsOf<{ nickname: string; value: string | number; total: string | number }>(
      this.db,
      query,
    );
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

  /**
   * A player's place in each top (null when the top leaves them out), ranked exactly as `top` orders:
   * value descending, then nickname.
   */
  async places(nickname: string, server: GameServer | null): Promise<TopPlaces> {
    const place = async (type: TopType) => {
      const [row] = await rowsOf<{ place: string | number }>(
        this.db,
        sql`SELECT place FROM (SELECT nickname, row_number() OVER (ORDER BY value DESC, nickname ASC) AS place
          FROM (${rankedSource(type, server)}) source) ranked WHERE lower(nickname) = ${nickname.toLowerCase()}`,
      );
      return row === undefined ? null : Number(row.place);
    };
    return { online: await place('online'), coins: await place('coins'), likes: await place('likes') };
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
}

/** Every player a top ranks, with the value it ranks them by (no order, no page). */
function rankedSource(type: TopType, server: GameServer | null): SQL {
  // Played here = has a playtime total on the server (a primary-key lookup).
  const playedHere =
    server === null
      ? sql`true`
      : sql`EXISTS (SELECT 1 FROM playtime_totals pt WHERE pt.player_id = p.id AND pt.server_id = ${server.id})`;
  if (type === 'online') {
    return server === null
      ? sql`SELECT nickname, playtime_seconds AS value FROM game_players WHERE playtime_seconds > 0`
      : sql`SELECT p.nickname, pt.seconds AS value FROM playtime_totals pt JOIN game_players p ON p.id = pt.player_id
          WHERE pt.server_id = ${server.id} AND pt.seconds > 0`;
  }
  if (type === 'coins') {
    // Site coins live in the ledger: the player's COIN account (none yet: zero).
    return sql`SELECT u.login AS nickname, coalesce(la.balance, 0)::bigint AS value
      FROM users u LEFT JOIN ledger_accounts la ON la.user_id = u.id AND la.currency = 'COIN'
      ${server === null ? sql`` : sql`JOIN game_players p ON p.user_id = u.id WHERE ${playedHere}`}`;
  }
  return sql`SELECT p.nickname, count(l.user_id)::bigint AS value
    FROM player_likes l JOIN game_players p ON p.id = l.player_id WHERE ${playedHere} GROUP BY p.id, p.nickname`;
}

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  // Both drivers answer { rows }; the values of bigint columns arrive as strings.
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
