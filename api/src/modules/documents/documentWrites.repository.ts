import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import {
  documentLikes,
  documentReads,
  documentReservedIds,
  documentRevisions,
  documents,
  documentTranslations,
  type DocumentRow,
  type NewDocumentRow,
} from '../../db/schema/documents.js';

export interface TranslationWrite {
  locale: 'ru' | 'en';
  title: string;
  summary: string;
  content: unknown;
}

export type DocumentFieldsWrite = Omit<NewDocumentRow, 'id' | 'publishedAt' | 'updatedAt'>;

export class DocumentWritesRepository {
  constructor(private readonly db: Db) {}

  async reserveId(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('documents', 'id'))::integer` })
      .from(sql`(values (1)) as one (x)`);
    if (row === undefined) throw new Error('The documents sequence gave no value');
    await this.db.insert(documentReservedIds).values({ id: row.id, userId });
    return row.id;
  }

  async reservedBy(id: number): Promise<number | null> {
    const [row] = await this.db
      .select({ userId: documentReservedIds.userId })
      .from(documentReservedIds)
      .where(eq(documentReservedIds.id, id));
    return row?.userId ?? null;
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const rows = await this.db.select({ id: documents.id }).from(documents).where(eq(documents.slug, slug));
    return rows.some((row) => row.id !== exceptId);
  }

  /** Creates the document and its translations with a revision, in one transaction. */
  async create(
    id: number | undefined,
    fields: DocumentFieldsWrite,
    translations: TranslationWrite[],
    editorId: number,
  ): Promise<DocumentRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(documents)
        .values(id === undefined ? fields : { ...fields, id })
        .returning();
      if (row === undefined) throw new Error('Insert returned no row');
      await tx.insert(documentTranslations).values(translations.map((t) => ({ ...t, documentId: row.id })));
      if (id !== undefined) await tx.delete(documentReservedIds).where(eq(documentReservedIds.id, id));
      await tx
        .insert(documentRevisions)
        .values({ documentId: row.id, editorId, action: 'create', snapshot: { fields, translations } });
      return row;
    });
  }

  /** Replaces the fields and the given translations; a language left out is removed. */
  async update(
    id: number,
    fields: Partial<DocumentFieldsWrite>,
    translations: TranslationWrite[],
    editorId: number,
    at: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(documents)
        .set({ ...fields, updatedAt: at })
        .where(eq(documents.id, id));
      await tx.delete(documentTranslations).where(eq(documentTranslations.documentId, id));
      await tx.insert(documentTranslations).values(translations.map((t) => ({ ...t, documentId: id })));
      await tx
        .insert(documentRevisions)
        .values({ documentId: id, editorId, action: 'edit', snapshot: { fields, translations } });
    });
  }

  async delete(document: DocumentRow, editorId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      // The last state stays in the history, so a deletion can be looked into later.
      await tx
        .insert(documentRevisions)
        .values({ documentId: document.id, editorId, action: 'delete', snapshot: { fields: document } });
      await tx.delete(documents).where(eq(documents.id, document.id));
    });
  }

  /** Likes or unlikes; answers the new state. */
  async toggleLike(documentId: number, userId: number): Promise<boolean> {
    const removed = await this.db
      .delete(documentLikes)
      .where(and(eq(documentLikes.documentId, documentId), eq(documentLikes.userId, userId)))
      .returning();
    if (removed.length > 0) return false;
    await this.db.insert(documentLikes).values({ documentId, userId }).onConflictDoNothing();
    return true;
  }

  async recordRead(
    documentId: number,
    readerKey: string,
    day: string,
    seconds: number,
    at: Date,
  ): Promise<void> {
    await this.db
      .insert(documentReads)
      .values({ documentId, readerKey, day, seconds, updatedAt: at })
      .onConflictDoUpdate({
        target: [documentReads.documentId, documentReads.readerKey, documentReads.day],
        set: { seconds: sql`greatest(${documentReads.seconds}, excluded.seconds)`, updatedAt: at },
      });
  }
}
