import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts.js';
import { gameServers } from './servers.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Everyone a plugin has seen, matched to an account by UUID or nickname; unknown players still count. */
export const gamePlayers = pgTable(
  'game_players',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid'),
    nickname: text('nickname').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at'),
    /** Seconds played on every server, all time: the global playtime top sorts by it (an index, no sum). */
    playtimeSeconds: bigint('playtime_seconds', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('game_players_playtime_idx').on(table.playtimeSeconds.desc(), table.nickname),
    uniqueIndex('game_players_uuid_idx').on(table.uuid),
    uniqueIndex('game_players_nickname_lower_idx').on(sql`lower(${table.nickname})`),
    index('game_players_user_idx').on(table.userId),
  ],
);

/** Event ids already applied per server: a replayed batch changes nothing. */
export const gameEventReceipts = pgTable(
  'game_event_receipts',
  {
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serverId, table.eventId] }),
    index('game_event_receipts_at_idx').on(table.receivedAt),
  ],
);

/** Join → leave. An open session has no end; a heartbeat that no longer lists the player closes it. */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: serial('id').primaryKey(),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
  },
  (table) => [
    index('play_sessions_open_idx')
      .on(table.serverId, table.playerId)
      .where(sql`${table.endedAt} IS NULL`),
    index('play_sessions_started_idx').on(table.startedAt),
  ],
);

/**
 * Seconds played per player, server and UTC day: closed sessions are split over the days they cover.
 * Tops, hours per month/year and the playtime chart read this, never the sessions.
 */
export const playtimeDaily = pgTable(
  'playtime_daily',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.serverId, table.day] }),
    index('playtime_daily_server_day_idx').on(table.serverId, table.day),
    index('playtime_daily_day_idx').on(table.day),
  ],
);

/**
 * Seconds played per player and server, all time, kept beside playtime_daily in the same statement
 * batch: a server's playtime top reads it by index instead of summing every day of every player.
 */
export const playtimeTotals = pgTable(
  'playtime_totals',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.serverId] }),
    index('playtime_totals_server_seconds_idx').on(table.serverId, table.seconds.desc()),
  ],
);

/** Statistic counters (blocks, kills, deaths…) per player and server, summed from deltas. */
export const playerCounters = pgTable(
  'player_counters',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    counter: text('counter').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.serverId, table.counter] })],
);

/**
 * Online history: `minute` rows for 7 days, then rolled into `hour` rows kept a year, then `day` rows.
 * `online` is the bucket's average, `peak` its maximum, so a downsampled chart still shows every peak.
 */
export const serverOnlineHistory = pgTable(
  'server_online_history',
  {
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    resolution: text('resolution', { enum: ['minute', 'hour', 'day'] }).notNull(),
    at: at('at').notNull(),
    online: integer('online').notNull(),
    peak: integer('peak').notNull(),
    samples: integer('samples').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.serverId, table.resolution, table.at] })],
);

/** Bans as the game servers report them; `externalId` is the plugin's own ban id. */
export const gameBans = pgTable(
  'game_bans',
  {
    id: serial('id').primaryKey(),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    bannedBy: text('banned_by').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    permanent: boolean('permanent').notNull(),
    liftedAt: at('lifted_at'),
    liftedBy: text('lifted_by'),
  },
  (table) => [
    uniqueIndex('game_bans_external_idx').on(table.serverId, table.externalId),
    index('game_bans_starts_idx').on(table.startsAt),
  ],
);

/** One like per signed-in account per player profile. */
export const playerLikes = pgTable(
  'player_likes',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.userId] }),
    index('player_likes_player_idx').on(table.playerId),
  ],
);
