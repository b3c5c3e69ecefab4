import { boolean, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Old addresses staff moved (docs/product.md#navigation "a server-supplied redirect rule for a path"). */
export const redirectRules = pgTable('redirect_rules', {
  id: serial('id').primaryKey(),
  // Normalised: starts with '/', no language prefix, no trailing slash.
  path: text('path').notNull().unique(),
  // A language-neutral site path ('/store', may carry a query) or an absolute http(s) URL.
  target: text('target').notNull(),
  permanent: boolean('permanent').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Deprecated campaign aliases of `/source/{alias}` and the referral codes they stand for (docs/product.md#navigation). */
export const referralAliases = pgTable('referral_aliases', {
  alias: text('alias').primaryKey(),
  code: text('code').notNull(),
});

/** Visits by invitation links (`/r/{code}`), one per visitor and code a day. */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    // sha256 of the address and a server secret: enough to count a visitor once, useless to anyone else.
    visitorHash: text('visitor_hash').notNull(),
    userAgent: text('user_agent'),
    visitedAt: timestamp('visited_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('referral_visits_code_visitor_idx').on(table.code, table.visitorHash, table.visitedAt)],
);
