import {
  boolean,
  index,
  primaryKey,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

import { users } from './accounts.js';

export interface StoredLink {
  title: string;
  url: string;
}

export interface StoredDocumentMeta {
  serverName?: string | null;
}

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    // `pages` holds the staff-edited legal pages (privacy, public-offer) under fixed slugs.
    target: text('target', { enum: ['news', 'mods', 'servers', 'pages'] }).notNull(),
    type: text('type', { enum: ['original'] })
      .notNull()
      .default('original'),
    cover: text('cover'),
    colorScheme: text('color_scheme', { enum: ['blue', 'green', 'purple', 'orange', 'red', 'teal'] })
      .notNull()
      .default('blue'),
    slider: boolean('slider').notNull().default(false),
    links: jsonb('links').$type<StoredLink[]>().notNull().default([]),
    documentMeta: jsonb('document_meta').$type<StoredDocumentMeta>().notNull().default({}),
    // Copied out of documentMeta so a server document can be joined to its game server.
    serverName: text('server_name'),
    tags: text('tags').array().notNull().default([]),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('documents_target_published_idx').on(table.target, table.publishedAt),
    index('documents_server_name_idx').on(table.serverName),
  ],
);

export const documentTranslations = pgTable(
  'document_translations',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['ru', 'en'] }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    // Tiptap JSON, rendered to HTML on read through the allowlist renderer.
    content: jsonb('content').notNull(),
  },
  (table) => [unique('document_translations_document_locale_key').on(table.documentId, table.locale)],
);

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;
export type TranslationRow = typeof documentTranslations.$inferSelect;

/** One like per player per document. */
export const documentLikes = pgTable(
  'document_likes',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.userId] })],
);

/** Reading time from the page's stopwatch: one row per reader per document per day, the longest wins. */
export const documentReads = pgTable(
  'document_reads',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    readerKey: text('reader_key').notNull(),
    day: text('day').notNull(),
    seconds: integer('seconds').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.readerKey, table.day] })],
);

/** Who changed a document and what it looked like after: the edit history. */
export const documentRevisions = pgTable(
  'document_revisions',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id').notNull(),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['create', 'edit', 'delete'] }).notNull(),
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('document_revisions_document_idx').on(table.documentId, table.createdAt)],
);

/** Ids handed out by document/generate-id, so images can be uploaded before the document exists. */
export const documentReservedIds = pgTable('document_reserved_ids', {
  id: integer('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export interface StoredImageVariant {
  width: number;
  height: number;
  key: string;
}

/** Uploaded images with their resized variants; `contextId` is the document they were uploaded for. */
export const documentImages = pgTable(
  'document_images',
  {
    id: text('id').primaryKey(),
    contextId: integer('context_id').notNull(),
    uploaderId: integer('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    format: text('format').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<Record<string, StoredImageVariant>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('document_images_context_idx').on(table.contextId)],
);

export type LocalizedText = Record<'ru' | 'en', string>;

/** Rules page (docs/product.md#documents): sections of numbered rules, each with its punishment. */
export const ruleSections = pgTable('rule_sections', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
});

export const rules = pgTable(
  'rules',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => ruleSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    punishmentType: text('punishment_type', { enum: ['mute', 'ban', 'permanent'] }).notNull(),
    // Null for a permanent ban; otherwise minutes.
    durationMinutes: integer('duration_minutes'),
    note: jsonb('note').$type<LocalizedText>().notNull(),
  },
  (table) => [index('rules_section_idx').on(table.sectionId, table.position)],
);
