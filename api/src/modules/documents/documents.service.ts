import type { TranslationRow } from '../../db/schema/documents.js';
import { AppError } from '../../platform/errors/AppError.js';
import { locales, otherLocale, type Locale } from '../../platform/locale.js';
import type { ServersService } from '../servers/index.js';
import { renderCleanTiptap } from './content/renderTiptap.js';
import { plainTextOf, sanitizeTiptap, type CleanNode } from './content/sanitizeTiptap.js';
import type {
  DocumentFilter,
  DocumentTargetValue,
  DocumentWithTranslations,
  DocumentsRepository,
} from './documents.repository.js';
import type { Document, DocumentPage, DocumentSummary } from './documents.schemas.js';

export const MAX_PER_PAGE = 50;
const WORDS_PER_MINUTE = 200;

function readingMinutes(clean: CleanNode): number {
  const words = plainTextOf(clean).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The requested language, else the other one; a document always has at least one translation. */
function chooseTranslation(translations: TranslationRow[], locale: Locale): TranslationRow | undefined {
  return (
    translations.find((translation) => translation.locale === locale) ??
    translations.find((translation) => translation.locale === otherLocale(locale))
  );
}

function toSummary({ document, translations }: DocumentWithTranslations, locale: Locale): DocumentSummary {
  const translation = chooseTranslation(translations, locale);
  return {
    id: document.id,
    slug: document.slug,
    target: document.target,
    type: document.type,
    title: translation?.title ?? document.slug,
    summary: translation?.summary ?? '',
    cover: document.cover,
    colorScheme: document.colorScheme,
    slider: document.slider,
    tags: document.tags,
    locale: translation?.locale ?? locale,
    publishedAt: document.publishedAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}

export class DocumentsService {
  constructor(
    private readonly repository: DocumentsRepository,
    private readonly servers: ServersService,
  ) {}

  async page(filter: DocumentFilter, page: number, perPage: number, locale: Locale): Promise<DocumentPage> {
    const size = Math.min(Math.max(perPage, 1), MAX_PER_PAGE);
    const { rows, total } = await this.repository.page(filter, size, (page - 1) * size);
    return {
      items: rows.map((row) => toSummary(row, locale)),
      page,
      perPage: size,
      total,
      pages: Math.ceil(total / size),
    };
  }

  async newest(target: DocumentTargetValue, count: number, locale: Locale): Promise<DocumentSummary[]> {
    return (await this.page({ target }, 1, count, locale)).items;
  }

  async modTags(): Promise<{ tag: string; count: number }[]> {
    return this.repository.modTags();
  }

  async one(
    by: { id?: number | undefined; slug?: string | undefined },
    locale: Locale,
    viewerId: number | null = null,
  ): Promise<Document> {
    let key: { id: number } | { slug: string };
    if (by.id !== undefined) key = { id: by.id };
    else if (by.slug !== undefined) key = { slug: by.slug };
    else throw new AppError('VALIDATION_FAILED', 'Give either id or slug');
    const found = await this.repository.findOne(key);
    if (found === undefined) {
      const what = 'id' in key ? `id ${key.id}` : `slug '${key.slug}'`;
      throw new AppError('NOT_FOUND', `No document with ${what}`);
    }
    const translation = chooseTranslation(found.translations, locale);
    const content: unknown = translation?.content ?? { type: 'doc', content: [] };
    // One pass through the allowlist serves both the HTML and the reading time.
    const clean = sanitizeTiptap(content);
    const serverName = found.document.serverName ?? found.document.documentMeta.serverName ?? null;
    const server =
      found.document.target === 'servers' && serverName !== null
        ? await this.servers.byName(serverName)
        : null;
    const engagement = await this.repository.engagement(found.document, viewerId);
    return {
      ...toSummary(found, locale),
      ...engagement,
      readingMinutes: readingMinutes(clean),
      content,
      contentHtml: renderCleanTiptap(clean),
      links: found.document.links,
      documentMeta: { serverName },
      server,
      locales: locales.filter((code) =>
        found.translations.some((translation) => translation.locale === code),
      ),
    };
  }
}
