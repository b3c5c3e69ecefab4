import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

import { gameServers } from './servers.js';

/** One file of a client, as the launcher downloads and verifies it. */
export interface LauncherClientFile {
  path: string;
  size: number;
  sha256: string;
  sha1: string;
  /** Storage keys; addresses are built from them when the manifest is served (a moved bucket needs no re-publish). */
  key: string;
}

/**
 * A game client the launcher installs for a server: its version data and its files manifest. Files live
 * content-addressed in FileStorage, so a new release stores only what changed.
 */
export const launcherClients = pgTable('launcher_clients', {
  id: serial('id').primaryKey(),
  // Names the client and derives its uuid (the install folder on players' machines): never renamed.
  slug: text('slug').notNull().unique(),
  serverId: integer('server_id')
    .notNull()
    .references(() => gameServers.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  javaMajor: integer('java_major').notNull(),
  mainClass: text('main_class').notNull(),
  classpath: jsonb('classpath').$type<string[]>().notNull(),
  jvmArgs: jsonb('jvm_args').$type<string[]>().notNull(),
  gameArgs: jsonb('game_args').$type<string[]>().notNull(),
  files: jsonb('files').$type<LauncherClientFile[]>().notNull(),
  // Paths of files in the manifest shown by the launcher; null: none.
  iconPath: text('icon_path'),
  backgroundPath: text('background_path'),
  // authlib-injector: its jar in the manifest and the Yggdrasil root; null until the looks api exists.
  authlibInjector: jsonb('authlib_injector').$type<{ jar: string; apiRoot: string }>(),
  // Bases that mirror the storage's keys (a CDN, a second bucket), tried after the first address.
  mirrors: jsonb('mirrors').$type<string[]>().notNull().default([]),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type LauncherClientRow = typeof launcherClients.$inferSelect;

/**
 * Every version of a client ever published, immutable. `launcher_clients` holds a copy of the published
 * one (what the launcher is served); rolling back copies an older row there in one UPDATE.
 */
export const launcherClientVersions = pgTable(
  'launcher_client_versions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => launcherClients.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    javaMajor: integer('java_major').notNull(),
    mainClass: text('main_class').notNull(),
    classpath: jsonb('classpath').$type<string[]>().notNull(),
    jvmArgs: jsonb('jvm_args').$type<string[]>().notNull(),
    gameArgs: jsonb('game_args').$type<string[]>().notNull(),
    files: jsonb('files').$type<LauncherClientFile[]>().notNull(),
    iconPath: text('icon_path'),
    backgroundPath: text('background_path'),
    authlibInjector: jsonb('authlib_injector').$type<{ jar: string; apiRoot: string }>(),
    // How it arrived: 'cli' (npm run client:publish, the seed), 'upload' (an archive), 'folder' (on the server).
    source: text('source').notNull(),
    // The staff member who published it; null from the command line. No foreign key, like the audit log.
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [unique('launcher_client_versions_client_version').on(table.clientId, table.version)],
);

export type LauncherClientVersionRow = typeof launcherClientVersions.$inferSelect;
