import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The tops as last ranked (modules/stats/topRanks.ts): one row per place, rebuilt from the raw
 * playtime, coins and likes by a periodic job, so a page is a range of `rank` and the total is the
 * highest rank. Lags the raw data by at most the refresh period (TOPS_REFRESH_SECONDS).
 */
export const topRanks = pgTable(
  'top_ranks',
  {
    /** 'online' | 'coins' | 'likes'. */
    type: text('type').notNull(),
    /** The server the top is of; 0 for the top across all servers (no server has id 0). */
    serverId: integer('server_id').notNull(),
    /** 1-based place: value descending, then nickname ascending, as the tops have always ordered. */
    rank: integer('rank').notNull(),
    nickname: text('nickname').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.serverId, table.rank] }),
    // A profile's places: every top of one scope that ranks a nickname.
    index('top_ranks_nickname_idx').on(table.serverId, sql`lower(${table.nickname})`),
  ],
);
