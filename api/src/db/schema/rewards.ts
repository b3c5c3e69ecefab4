import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * VK users who wrote to the community (Callback API `message_new`): the third step of the daily bonus.
 * Keyed by the VK user id, which is also the `vkid` sign-in method's subject.
 */
export const bonusVkMessages = pgTable('bonus_vk_messages', {
  vkUserId: text('vk_user_id').primaryKey(),
  firstAt: at('first_at').notNull(),
});

/** Every daily bonus taken; the newest one decides when the next is open (24 h later). */
export const bonusClaims = pgTable(
  'bonus_claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coins: integer('coins').notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (table) => [index('bonus_claims_user_idx').on(table.userId, table.claimedAt)],
);
