import {
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const gameServers = pgTable('game_servers', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
  mainWorldArea: text('main_world_area').notNull(),
  otherWorldArea: text('other_world_area').notNull(),
  gameVersion: text('game_version').notNull(),
  pvpMode: text('pvp_mode', { enum: ['pvp', 'pve', 'mixed'] }).notNull(),
  address: text('address').notNull(),
  online: integer('online').notNull().default(0),
  maxPlayers: integer('max_players').notNull(),
  recordDay: integer('record_day').notNull().default(0),
  // The UTC day recordDay belongs to; a report on a later day starts a new daily record.
  recordDayDate: date('record_day_date', { mode: 'string' }),
  recordMax: integer('record_max').notNull().default(0),
  recordDayAt: timestamp('record_day_at', { withTimezone: true, mode: 'date' }),
  recordMaxAt: timestamp('record_max_at', { withTimezone: true, mode: 'date' }),
  lastReportAt: timestamp('last_report_at', { withTimezone: true, mode: 'date' }),
  // Plugin heartbeats; null until a plugin reports (a ping-only server shows the spec's default 20).
  tps: doublePrecision('tps'),
  // SHA-256 of the server's own system token: one per server, so a leaked token speaks for one server only.
  tokenHash: text('token_hash').unique(),
  tokenRotatedAt: timestamp('token_rotated_at', { withTimezone: true, mode: 'date' }),
  // Last plugin report: while a plugin reports, pings only refresh the MOTD and version.
  lastPluginAt: timestamp('last_plugin_at', { withTimezone: true, mode: 'date' }),
  // host:port the Server List Ping poller asks; null = not pinged.
  statusAddress: text('status_address'),
  motd: text('motd'),
  pingVersion: text('ping_version'),
  lastPingAt: timestamp('last_ping_at', { withTimezone: true, mode: 'date' }),
  // Staff hide a server they are still preparing: the site and its catalogue leave it out.
  visible: boolean('visible').notNull().default(true),
  // A retired server leaves the site and the monitoring for good; its history, purchases and grants stay.
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
});

export type GameServerRow = typeof gameServers.$inferSelect;
export type NewGameServerRow = typeof gameServers.$inferInsert;
