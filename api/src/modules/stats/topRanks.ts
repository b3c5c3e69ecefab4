import { sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { TopPlaces, TopType } from './stats.schemas.js';
import { topTypes } from './stats.schemas.js';

/** `top_ranks.server_id` of the tops across all servers. */
export const ALL_SERVERS = 0;
// A literal, so the scopes' UNION has one column type (a parameter would arrive as text).
const allServers = sql.raw(String(ALL_SERVERS));

/** The job that rebuilds `top_ranks`; one row in `job_leases`. */
export const TOPS_REFRESH_JOB = 'stats.topRanks';

export interface RankedPage {
  total: number;
  items: { rank: number; nickname: string; value: number }[];
}

/**
 * The tops as stored in `top_ranks`: `refresh` ranks the raw playtime, coins and likes of every scope
 * (all servers and each server) and writes the places; the routes read a page as a range of ranks and
 * the total as the highest rank, so a deep page costs what the first does. The order is the tops' own:
 * value descending, then nickname ascending (the database's collation, as before).
 */
export class TopRanks {
  constructor(private readonly db: Db) {}

  /**
   * Ranks each top again. One statement per type: readers see the old ranks or the new, never a mix
   * (PostgreSQL's snapshot; PGlite runs one statement at a time). Only places whose player or value
   * moved are written, so a quiet top costs reads and no writes.
   */
  async refresh(): Promise<void> {
    for (const type of topTypes) {
      await this.db.execute(sql`WITH ranked AS (
          SELECT server_id, nickname, value,
            row_number() OVER (PARTITION BY server_id ORDER BY value DESC, nickname ASC)::integer AS rank
          FROM (${everyScope(type)}) source
        ), written AS (
          INSERT INTO top_ranks (type, server_id, rank, nickname, value)
          SELECT ${type}, server_id, rank, nickname, value FROM ranked
          ON CONFLICT (type, server_id, rank) DO UPDATE SET nickname = excluded.nickname, value = excluded.value
          WHERE (top_ranks.nickname, top_ranks.value) IS DISTINCT FROM (excluded.nickname, excluded.value)
          RETURNING 1
        )
        DELETE FROM top_ranks stale WHERE stale.type = ${type}
          AND NOT EXISTS (SELECT 1 FROM ranked WHERE ranked.server_id = stale.server_id AND ranked.rank = stale.rank)`);
    }
  }

  /** Places `offset + 1 …` of one top, and how many players it ranks (the highest rank: one index probe). */
  async page(type: TopType, serverId: number, offset: number, pageSize: number): Promise<RankedPage> {
    const rows = await rowsOf<{
      total: number | string;
      rank: number | null;
      nickname: string | null;
      value: number | string | null;
    }>(
      this.db,
      sql`SELECT scope.total, r.rank, r.nickname, r.value
        FROM (SELECT coalesce(max(rank), 0) AS total FROM top_ranks
          WHERE type = ${type} AND server_id = ${serverId}) scope
        LEFT JOIN top_ranks r ON r.type = ${type} AND r.server_id = ${serverId}
          AND r.rank > ${offset} AND r.rank <= ${offset + pageSize}
        ORDER BY r.rank`,
    );
    const items = [];
    for (const row of rows) {
      if (row.rank === null || row.nickname === null) continue;
      items.push({ rank: row.rank, nickname: row.nickname, value: Number(row.value) });
    }
    return { total: Number(rows[0]?.total ?? 0), items };
  }

  /** A player's place in each top of a scope; null where that top leaves them out. */
  async places(nickname: string, serverId: number): Promise<TopPlaces> {
    const rows = await rowsOf<{ type: TopType; place: number | string }>(
      this.db,
      sql`SELECT type, min(rank) AS place FROM top_ranks
        WHERE server_id = ${serverId} AND lower(nickname) = ${nickname.toLowerCase()} GROUP BY type`,
    );
    const placeOf = (type: TopType) => {
      const row = rows.find((candidate) => candidate.type === type);
      return row === undefined ? null : Number(row.place);
    };
    return { online: placeOf('online'), coins: placeOf('coins'), likes: placeOf('likes') };
  }
}

/**
 * Every player each top ranks with the value it ranks them by, in every scope at once:
 * (server_id, nickname, value), server_id 0 for all servers. A player is in a server's top when they
 * have a playtime total there (played there).
 */
function everyScope(type: TopType): SQL {
  if (type === 'online') {
    // All-time sums kept at ingest: game_players.playtime_seconds and playtime_totals.
    return sql`SELECT ${allServers} AS server_id, nickname, playtime_seconds AS value
        FROM game_players WHERE playtime_seconds > 0
      UNION ALL
      SELECT pt.server_id, p.nickname, pt.seconds FROM playtime_totals pt JOIN game_players p ON p.id = pt.player_id
        WHERE pt.seconds > 0`;
  }
  if (type === 'coins') {
    // Site coins live in the ledger: the account's COIN balance (none yet: zero). Every account is in
    // the top of all servers; a server's top has the accounts whose player played there.
    const coins = sql`users u LEFT JOIN ledger_accounts la ON la.user_id = u.id AND la.currency = 'COIN'`;
    return sql`SELECT ${allServers} AS server_id, u.login AS nickname, coalesce(la.balance, 0)::bigint AS value
        FROM ${coins}
      UNION ALL
      SELECT pt.server_id, u.login, coalesce(la.balance, 0)::bigint FROM ${coins}
        JOIN game_players p ON p.user_id = u.id JOIN playtime_totals pt ON pt.player_id = p.id`;
  }
  // Likes: players liked at least once.
  return sql`SELECT ${allServers} AS server_id, p.nickname, count(*)::bigint AS value
      FROM player_likes l JOIN game_players p ON p.id = l.player_id GROUP BY p.id, p.nickname
    UNION ALL
    SELECT pt.server_id, p.nickname, count(*)::bigint FROM player_likes l JOIN game_players p ON p.id = l.player_id
      JOIN playtime_totals pt ON pt.player_id = p.id GROUP BY pt.server_id, p.id, p.nickname`;
}
