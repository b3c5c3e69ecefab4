import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { users } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Each player's own invitation code (`/r/{code}`), issued on first use and kept across nickname changes. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [uniqueIndex('referral_codes_code_idx').on(table.code)],
);

/**
 * Who invited whom: written at registration when the code named a player. The inviter earns coins per hour
 * the referral plays while the referral plays at least once a week (docs/product.md#referrals); `hoursCredited` is what the
 * ledger already paid for, so accrual pays only the difference; `lapsedAt` marks the first missed week,
 * after which nothing more accrues.
 */
export const referralLinks = pgTable(
  'referral_links',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
    hoursCredited: integer('hours_credited').notNull().default(0),
    coinsCredited: integer('coins_credited').notNull().default(0),
    lapsedAt: at('lapsed_at'),
  },
  (table) => [index('referral_links_referrer_idx').on(table.referrerUserId)],
);
