import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { users } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Bans on the site itself (docs/product.md#staff "Ban"), separate from the bans game servers report: one row per ban,
 * `endsAt` null for a permanent one, lifted bans kept with who lifted them and why. A ban is active when
 * it is not lifted and has not ended (`SiteBans.active`), which is what the ban list and the auth state read.
 */
export const siteBans = pgTable(
  'site_bans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedBy: integer('banned_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    liftedAt: at('lifted_at'),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
  },
  (table) => [index('site_bans_user_idx').on(table.userId, table.liftedAt)],
);
