import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

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
    target: text('target', { enum: ['news', 'mods', 'servers'] }).notNull(),
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
