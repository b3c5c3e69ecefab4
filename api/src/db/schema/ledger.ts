import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One account of the double-entry ledger. Players own balance (RUB, kopecks), site coins (COIN) and
 * game coins per server (GAME:<server>); the house owns provider clearing, revenue, bonus expense,
 * refunds and manual adjustments, which may go negative. `balance` is a cache of the postings' sum,
 * updated under a row lock in the same transaction; `npm run ledger:check` proves it equal.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // `user:42:balance`, `user:42:game_coins:hitech`, `house:provider_clearing:test:RUB`...
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_key_idx').on(table.key),
    index('ledger_accounts_user_idx').on(table.userId),
    // The database itself refuses an overdraft, whatever the code does.
    check('ledger_accounts_not_negative', sql`${table.allowNegative} OR ${table.balance} >= 0`),
    check(
      'ledger_accounts_players_never_negative',
      sql`${table.userId} IS NULL OR NOT ${table.allowNegative}`,
    ),
  ],
);

/** A movement: postings that sum to zero per currency, with the business reason it happened. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // topup, topup_bonus, payment_refund, adjustment, opening, purchase...
    kind: text('kind').notNull(),
    // The player the movement concerns (their history lists it).
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    // Exactly-once key of the business event (`payment:<id>:credit`): a second post is a no-op.
    reference: text('reference'),
    // Parameters of the translated description (payment id, provider, method, bonus percent).
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
    // Staff member behind a manual action, and the reason they gave.
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_reference_idx').on(table.reference),
    index('ledger_transactions_user_idx').on(table.userId, table.id),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    // Signed minor units; repeated from the account so the per-currency sum needs no join.
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.transactionId, table.accountId] }),
    index('ledger_postings_account_idx').on(table.accountId),
    check('ledger_postings_not_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * Stored answers of POSTs that carry `X-Idempotency-Key`: a repeat within the retention gets the same
 * answer; `state = 'pending'` while the first request runs, so a concurrent duplicate is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // `user:42` or `ip:203.0.113.7`: one caller's key never answers another's request.
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    // pending → applied (in the commit of the work, see platform/idempotency/claimedKey.ts) → done.
    state: text('state', { enum: ['pending', 'applied', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseType: text('response_type'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_expires_idx').on(table.expiresAt),
  ],
);

/** Top-ups through a payment provider (docs/product.md#money: created → pending → succeeded / failed / canceled / refunded). */
export const payments = pgTable(
  'payments',
  {
    // Our id: the provider's order id / idempotence key, so a retried create never opens two invoices.
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    method: text('method', { enum: ['card', 'sbp', 'crypto'] }).notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    bonusKopecks: bigint('bonus_kopecks', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull().default('RUB'),
    status: text('status', {
      enum: ['created', 'pending', 'succeeded', 'failed', 'canceled', 'refunded'],
    }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    redirectUrl: text('redirect_url'),
    // The provider's own word for the state, as last seen (staff page).
    providerStatus: text('provider_status'),
    failure: text('failure'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('payments_provider_id_idx').on(table.provider, table.providerPaymentId),
    index('payments_user_idx').on(table.userId, table.createdAt),
    index('payments_status_idx').on(table.status, table.expiresAt),
    check('payments_amount_positive', sql`${table.amountKopecks} > 0 AND ${table.bonusKopecks} >= 0`),
  ],
);

/** Every notification as received (the inbox): a replay of the same event is recognised and skipped. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').notNull(),
    paymentId: text('payment_id'),
    // applied, ignored (out of order or stale), mismatch (wrong amount or currency), unknown payment.
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [
    uniqueIndex('payment_events_dedupe_idx').on(table.provider, table.providerPaymentId, table.status),
    index('payment_events_payment_idx').on(table.paymentId),
  ],
);

/** The built-in test provider's side of a payment: what its checkout page decided. */
export const testCheckoutPayments = pgTable('test_checkout_payments', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  method: text('method').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'failed', 'canceled', 'refunded'] }).notNull(),
  returnUrl: text('return_url').notNull(),
  failUrl: text('fail_url').notNull(),
  notificationUrl: text('notification_url').notNull(),
  createdAt: at('created_at').notNull(),
});

/** Staff actions on money (adjustments, refunds): who, what, why. */
export const moneyAudit = pgTable(
  'money_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'restrict' }),
    paymentId: text('payment_id'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    reason: text('reason').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('money_audit_created_idx').on(table.createdAt)],
);
