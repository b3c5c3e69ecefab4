import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { sessions, users } from './accounts.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every accepted upload of a skin, cape or avatar, re-encoded. Textures are addressed by their hash
 * (the authlib-injector rule), so two players with the same skin share one stored file.
 */
export const lookFiles = pgTable(
  'look_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // avatarSource: an uploaded picture kept for (re)cropping; avatar: a square cut from one.
    kind: text('kind', { enum: ['skin', 'cape', 'avatar', 'avatarSource'] }).notNull(),
    hash: text('hash').notNull(),
    /** Skins only: the arm width the game draws. */
    model: text('model', { enum: ['classic', 'slim'] }),
    /** Avatars only: the kept upload this square was cut from, for cropping again. */
    sourceFileId: integer('source_file_id'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('look_files_user_idx').on(table.userId, table.kind)],
);

/** What a player currently wears on the site and in game; one row, made on the first change. */
export const playerLooks = pgTable('player_looks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The game profile id (offline-compatible v3 UUID of the nickname), fixed once issued. */
  profileUuid: text('profile_uuid').notNull().unique(),
  skinFileId: integer('skin_file_id').references(() => lookFiles.id, { onDelete: 'set null' }),
  capeFileId: integer('cape_file_id').references(() => lookFiles.id, { onDelete: 'set null' }),
  avatarFileId: integer('avatar_file_id').references(() => lookFiles.id, { onDelete: 'set null' }),
  /** What `user/avatar/rollback` brings back. */
  previousAvatarFileId: integer('previous_avatar_file_id').references(() => lookFiles.id, {
    onDelete: 'set null',
  }),
  /** The profile cover (docs/product.md#looks): a category (art, glow, style) and an option of it. */
  coverKind: text('cover_kind', { enum: ['art', 'glow', 'style'] }),
  coverId: text('cover_id'),
  /** Site theme (docs/product.md#looks theme data) by its id in the theme catalogue; null: the default theme. */
  themeId: text('theme_id'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The client token a Yggdrasil client (HMCL, authlib-injector) bound to its game session. */
export const yggdrasilTokens = pgTable('yggdrasil_tokens', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  clientToken: text('client_token').notNull(),
});

/**
 * A client's `join` waiting for the game server's `hasJoined` (about 30 s). In the database, not in
 * memory, so any api replica may answer the server.
 */
export const yggdrasilJoins = pgTable('yggdrasil_joins', {
  serverId: text('server_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  ip: text('ip'),
  expiresAt: at('expires_at').notNull(),
});

/**
 * Friends and friend requests: one row per pair whatever its direction (the unique index on the ordered
 * pair), `pending` until the addressee accepts. Declining or cancelling deletes the row.
 */
export const friendships = pgTable(
  'friendships',
  {
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer('addressee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
  },
  (table) => [
    uniqueIndex('friendships_pair_idx').on(
      sql`least(${table.requesterId}, ${table.addresseeId})`,
      sql`greatest(${table.requesterId}, ${table.addresseeId})`,
    ),
    index('friendships_addressee_idx').on(table.addresseeId, table.status),
    index('friendships_requester_idx').on(table.requesterId, table.status),
    check('friendships_not_self', sql`${table.requesterId} <> ${table.addresseeId}`),
  ],
);
