import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { gameBans } from './gameStats.js';
import { storeDeliveries } from './store.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The commands staff sent to a game server about a game ban (docs/staff.md "Game bans"): the ban itself
 * or its lift, each a row of the delivery outbox, so the ban row shows whether the server got it.
 */
export const gameBanCommands = pgTable(
  'game_ban_commands',
  {
    id: serial('id').primaryKey(),
    banId: integer('ban_id')
      .notNull()
      .references(() => gameBans.id, { onDelete: 'cascade' }),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => storeDeliveries.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['ban', 'lift'] }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('game_ban_commands_ban_idx').on(table.banId, table.createdAt)],
);
