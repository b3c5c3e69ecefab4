import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** docs/product.md#accounts "Avatar or skin": the picture the site shows for a player. */
export interface AvatarOrSkinRef {
  id: number;
  extension: string;
  type: string;
}

/** A dotted permission tree (docs/product.md#permissions) as stored per role group. */
export interface PermissionTreeValue {
  [key: string]: PermissionTreeValue | boolean;
}

/** Players. `login` is the nickname; uniqueness ignores case, as in the game. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull(),
    email: text('email'),
    emailVerifiedAt: at('email_verified_at'),
    // argon2id PHC string; null for an account that only signs in through an identity provider.
    passwordHash: text('password_hash'),
    avatarOrSkin: jsonb('avatar_or_skin').$type<AvatarOrSkinRef>(),
    preferredServer: text('preferred_server'),
    hideLastOnline: boolean('hide_last_online').notNull().default(false),
    /** The region the player chose for the account (user/set-region); null: none stored. */
    region: text('region', { enum: ['russia', 'global'] }),
    /** Chosen explicitly and kept, rather than remembered from the last switch. */
    regionFixed: boolean('region_fixed').notNull().default(false),
    lastOnlineAt: at('last_online_at'),
    registrationIp: text('registration_ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_login_lower_idx').on(sql`lower(${table.login})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/** Role groups carry the permission trees; a user's permissions are the merge of their groups'. */
export const roleGroups = pgTable('role_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  permissions: jsonb('permissions').$type<PermissionTreeValue>().notNull().default({}),
});

export const userRoleGroups = pgTable(
  'user_role_groups',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);

/** Sign-ins (docs/product.md#accounts "Session"): the access id is public, the token is stored as a SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    source: text('source', { enum: ['site', 'launcher', 'game'] }).notNull(),
    userAgent: text('user_agent'),
    browser: text('browser'),
    system: text('system'),
    systemData: jsonb('system_data').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    terminatedAt: at('terminated_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId, table.terminatedAt)],
);

/** Identity-provider accounts linked to a user (VK ID, Steam, Google, Yandex). */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', {
      enum: ['vkid', 'steam', 'google', 'yandex', 'discord', 'youtube'],
    }).notNull(),
    subject: text('subject').notNull(),
    displayName: text('display_name'),
    linkedAt: at('linked_at').notNull().defaultNow(),
    /** The player chose to show this account on the public profile (cabinet/authorization/update). */
    shownOnProfile: boolean('shown_on_profile').notNull().default(false),
  },
  (table) => [
    uniqueIndex('oauth_accounts_provider_subject_idx').on(table.provider, table.subject),
    uniqueIndex('oauth_accounts_user_provider_idx').on(table.userId, table.provider),
  ],
);

/**
 * Short-lived secrets of multi-step flows: OAuth state + PKCE verifier, a pending OAuth registration,
 * reset and email codes, 2FA link tokens and sign-in challenges. Only hashes of secrets are stored;
 * `usedAt` makes every one single-use.
 */
export const flowTokens = pgTable(
  'flow_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    // SHA-256 of the secret the user holds (link token, code, state).
    secretHash: text('secret_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Whatever the flow needs to finish: PKCE verifier, email address, provider profile, session id...
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [
    index('flow_tokens_lookup_idx').on(table.purpose, table.secretHash),
    index('flow_tokens_user_idx').on(table.userId, table.purpose),
  ],
);

/** A second factor through a bot (docs/product.md#accounts: type 1 Telegram, 2 VK). */
export const twoFactorLinks = pgTable('two_factor_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  type: integer('type').notNull(),
  // Telegram chat id or VK peer id the bot writes to.
  externalId: text('external_id').notNull(),
  linkedAt: at('linked_at').notNull().defaultNow(),
});

/** What changed on an account (docs/product.md#accounts `user/history`: mail, password, 2fa). */
export const accountHistory = pgTable(
  'account_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target', { enum: ['mail', 'password', '2fa'] }).notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('account_history_user_idx').on(table.userId, table.target, table.createdAt)],
);

/** Failed attempts counted for throttling, per key (`login:account:42`, `login:ip:...`). */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('throttle_events_key_idx').on(table.key, table.createdAt)],
);

/** Proof-of-work captcha solutions already spent, so one solution passes once. */
export const captchaSolutions = pgTable('captcha_solutions', {
  challengeHash: text('challenge_hash').primaryKey(),
  expiresAt: at('expires_at').notNull(),
});
