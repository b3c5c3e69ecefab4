import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import {
  documents,
  documentTranslations,
  type DocumentRow,
  type TranslationRow,
} from '../../db/schema/documents.js';

export type DocumentTargetValue = DocumentRow['target'];

export interface DocumentWithTranslations {
  document: DocumentRow;
  translations: TranslationRow[];
}

export class DocumentsRepository {
  constructor(private readonly db: Db) {}

  async page(
    target: DocumentTargetValue,
    limit: number,
    offset: number,
  ): Promise<{ rows: DocumentWithTranslations[]; total: number }> {
    const where = eq(documents.target, target);
    const [rows, counted] = await Promise.all([
      this.db
        .select()
        .from(documents)
        .where(where)
        .orderBy(desc(documents.publishedAt), desc(documents.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: sql<number>`count(*)::integer` })
        .from(documents)
        .where(where),
    ]);
    return { rows: await this.withTranslations(rows), total: counted[0]?.total ?? 0 };
  }

  async findOne(by: { id: number } | { slug: string }): Promise<DocumentWithTranslations | undefined> {
    const condition: SQL = 'id' in by ? eq(documents.id, by.id) : eq(documents.slug, by.slug);
    const rows = await this.db.select().from(documents).where(and(condition)).limit(1);
    return (await this.withTranslations(rows))[0];
  }

  private async withTranslations(rows: DocumentRow[]): Promise<DocumentWithTranslations[]> {
    if (rows.length === 0) return [];
    const translations = await this.db
      .select()
      .from(documentTranslations)
      .where(
        inArray(
          documentTranslations.documentId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((document) => ({
      document,
      translations: translations.filter((translation) => translation.documentId === document.id),
    }));
  }
}
