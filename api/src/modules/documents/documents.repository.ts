import { and, arrayContains, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import {
  documentLikes,
  documentReads,
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

export interface DocumentFilter {
  target: DocumentTargetValue;
  tag?: string | undefined;
  search?: string | undefined;
}

export interface DocumentEngagement {
  likes: number;
  liked: boolean;
  reads: number;
  averageReadSeconds: number;
  author: string | null;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export class DocumentsRepository {
  constructor(private readonly db: Db) {}

  async page(
    filter: DocumentFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: DocumentWithTranslations[]; total: number }> {
    const conditions: SQL[] = [eq(documents.target, filter.target)];
    if (filter.tag !== undefined) conditions.push(arrayContains(documents.tags, [filter.tag]));
    if (filter.search !== undefined) {
      const pattern = `%${escapeLike(filter.search)}%`;
      conditions.push(
        exists(
          this.db
            .select({ one: sql`1` })
            .from(documentTranslations)
            .where(
              and(
                eq(documentTranslations.documentId, documents.id),
                or(ilike(documentTranslations.title, pattern), ilike(documentTranslations.summary, pattern)),
              ),
            ),
        ),
      );
    }
    const where = and(...conditions);
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
    const rows = await this.db.select().from(documents).where(condition).limit(1);
    return (await this.withTranslations(rows))[0];
  }

  async engagement(document: DocumentRow, viewerId: number | null): Promise<DocumentEngagement> {
    const [likes, reads, author] = await Promise.all([
      this.db
        .select({
          likes: sql<number>`count(*)::integer`,
          liked: sql<boolean>`coalesce(bool_or(${documentLikes.userId} = ${viewerId ?? -1}), false)`,
        })
        .from(documentLikes)
        .where(eq(documentLikes.documentId, document.id)),
      this.db
        .select({
          reads: sql<number>`count(*)::integer`,
          average: sql<number>`coalesce(round(avg(${documentReads.seconds})), 0)::integer`,
        })
        .from(documentReads)
        .where(eq(documentReads.documentId, document.id)),
      document.authorId === null
        ? Promise.resolve([])
        : this.db.select({ login: users.login }).from(users).where(eq(users.id, document.authorId)),
    ]);
    return {
      likes: likes[0]?.likes ?? 0,
      liked: likes[0]?.liked ?? false,
      reads: reads[0]?.reads ?? 0,
      averageReadSeconds: reads[0]?.average ?? 0,
      author: author[0]?.login ?? null,
    };
  }

  /** Tags of mod documents with how many mods carry each, most used first. */
  async modTags(): Promise<{ tag: string; count: number }[]> {
    const tag = sql<string>`unnest(${documents.tags})`;
    const rows = await this.db
      .select({ tag, count: sql<number>`count(*)::integer` })
      .from(documents)
      .where(eq(documents.target, 'mods'))
      .groupBy(tag)
      .orderBy(sql`count(*) desc`, tag);
    return rows;
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
