import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  lastReportAt: timestamp('last_report_at', { withTimezone: true, mode: 'date' }),
});

export type GameServerRow = typeof gameServers.$inferSelect;
export type NewGameServerRow = typeof gameServers.$inferInsert;
