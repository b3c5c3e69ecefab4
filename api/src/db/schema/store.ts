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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './accounts.js';
import { gameServers } from './servers.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A text in both interface languages (staff write both). */
export interface StoreText {
  ru: string;
  en: string;
}

export interface StoreAbility {
  /** What the player types in the game, e.g. `/fly`. */
  command: string;
  description: StoreText;
}

/**
 * A role (privilege) on sale on one game server. `grantGroup` is the permission group the server's
 * plugin adds (LuckPerms `parent addtemp <group> <seconds>s accumulate`). Prices in kopecks per period.
 */
export const storeRoles = pgTable(
  'store_roles',
  {
    id: serial('id').primaryKey(),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<StoreText>().notNull(),
    description: jsonb('description').$type<StoreText>().notNull(),
    grantGroup: text('grant_group').notNull(),
    priceMonthKopecks: bigint('price_month_kopecks', { mode: 'number' }).notNull(),
    priceQuarterKopecks: bigint('price_quarter_kopecks', { mode: 'number' }).notNull(),
    priceForeverKopecks: bigint('price_forever_kopecks', { mode: 'number' }).notNull(),
    // The store discount a holder of this role gets on the same server (docs/product.md#store).
    discountPercent: integer('discount_percent').notNull().default(0),
    bestChoice: boolean('best_choice').notNull().default(false),
    features: jsonb('features').$type<StoreText[]>().notNull().default([]),
    abilities: jsonb('abilities').$type<StoreAbility[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
  },
  (table) => [
    uniqueIndex('store_roles_server_slug_idx').on(table.serverId, table.slug),
    check(
      'store_roles_prices',
      sql`${table.priceMonthKopecks} > 0 AND ${table.priceQuarterKopecks} > 0 AND ${table.priceForeverKopecks} > 0`,
    ),
    check('store_roles_discount', sql`${table.discountPercent} BETWEEN 0 AND 90`),
  ],
);

/** Kits a role lets its holder claim in the game, once per interval. */
export const storeKits = pgTable(
  'store_kits',
  {
    id: serial('id').primaryKey(),
    roleId: integer('role_id')
      .notNull()
      .references(() => storeRoles.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<StoreText>().notNull(),
    items: jsonb('items').$type<StoreText[]>().notNull().default([]),
    claimIntervalHours: integer('claim_interval_hours').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('store_kits_role_idx').on(table.roleId),
    check('store_kits_interval', sql`${table.claimIntervalHours} > 0`),
  ],
);

/** What a player paid for, with the price actually charged (after discount and carried-over days). */
export const storePurchases = pgTable(
  'store_purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['role', 'coins', 'unban'] }).notNull(),
    roleId: integer('role_id').references(() => storeRoles.id, { onDelete: 'restrict' }),
    period: text('period', { enum: ['month', 'quarter', 'forever'] }),
    mode: text('mode', { enum: ['new', 'extend', 'stack', 'replace'] }),
    listKopecks: bigint('list_kopecks', { mode: 'number' }).notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    creditKopecks: bigint('credit_kopecks', { mode: 'number' }).notNull().default(0),
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull().default(0),
    coins: integer('coins').notNull().default(0),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    // The grant holding what the purchase bought: the one it created or extended, or the grant a replace
    // or a transfer carried that value on to (modules/store/grantValue.ts); a refund before a wipe ends it.
    grantId: integer('grant_id'),
    // Returned to the balance by the refund before this wipe.
    refundedWipeId: integer('refunded_wipe_id'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('store_purchases_user_idx').on(table.userId, table.createdAt)],
);

/** Wipes staff schedule per server; the 14 days before one open the refund (docs/product.md#store). */
export const storeWipes = pgTable(
  'store_wipes',
  {
    id: serial('id').primaryKey(),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    wipeAt: at('wipe_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    // A cancelled wipe closes its refund window; refunds already paid before it stay paid.
    cancelledAt: at('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('store_wipes_server_at_idx').on(table.serverId, table.wipeAt)],
);

/** A role held on a server: forever when `endsAt` is null; replaced or refunded grants end early. */
export const playerRoles = pgTable(
  'player_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => storeRoles.id, { onDelete: 'restrict' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    endedEarlyAt: at('ended_early_at'),
    lastPurchaseId: integer('last_purchase_id').references(() => storePurchases.id),
  },
  (table) => [index('player_roles_user_idx').on(table.userId, table.serverId)],
);

/**
 * The delivery outbox: every grant to a game server, written in the purchase's transaction. The id is
 * the command id the plugin remembers, so running a redelivered command twice is harmless.
 * pending → leased (until `leaseUntil`) → done; an expired lease counts as pending again.
 * RCON has no command id, so a command written to the game server is `sending` until it answers; with
 * no answer it is `uncertain` and waits for staff. Too many attempts make it `failed`; staff close an
 * uncertain or failed one as `done` (it ran) or `resent` (a copy under a new id replaces it).
 */
export const storeDeliveries = pgTable(
  'store_deliveries',
  {
    id: text('id').primaryKey(),
    serverId: integer('server_id')
      .notNull()
      .references(() => gameServers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    player: text('player').notNull(),
    kind: text('kind', { enum: ['role', 'revoke', 'coins', 'unban', 'ban'] }).notNull(),
    command: text('command').notNull(),
    purchaseId: integer('purchase_id').references(() => storePurchases.id, { onDelete: 'set null' }),
    state: text('state', {
      enum: ['pending', 'leased', 'sending', 'uncertain', 'failed', 'resent', 'done'],
    }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: at('lease_until'),
    createdAt: at('created_at').notNull(),
    deliveredAt: at('delivered_at'),
  },
  (table) => [
    index('store_deliveries_queue_idx').on(table.serverId, table.state, table.createdAt),
    index('store_deliveries_user_idx').on(table.userId, table.createdAt),
  ],
);

/** What happened to a delivery, for the staff timeline: created, claimed, lease expired, acknowledged, resent. */
export const storeDeliveryEvents = pgTable(
  'store_delivery_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => storeDeliveries.id, { onDelete: 'cascade' }),
    event: text('event', {
      enum: [
        'created',
        'claimed',
        'acknowledged',
        'resent',
        'rcon_sent',
        'rcon_failed',
        'rcon_uncertain',
        'failed',
        'marked_delivered',
      ],
    }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail'),
    at: at('at').notNull(),
  },
  (table) => [index('store_delivery_events_delivery_idx').on(table.deliveryId, table.id)],
);

/** Servers without a plugin: the api pushes their deliveries over RCON. */
export const storeRconTargets = pgTable('store_rcon_targets', {
  serverId: integer('server_id')
    .primaryKey()
    .references(() => gameServers.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  password: text('password').notNull(),
  // How long one command may wait for its answer; past it the command is uncertain, not resent.
  timeoutMs: integer('timeout_ms').notNull().default(5000),
  // Tries of a command never written (server down, wrong password) before it is failed for staff.
  maxAttempts: integer('max_attempts').notNull().default(10),
});
