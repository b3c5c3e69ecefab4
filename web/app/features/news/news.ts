import type { NewsDocumentQueryVariables } from '../../generated/graphql';
import type { Language } from '../../platform/i18n/languages';

/** `/news/42` asks for the id, `/news/winter-wipe-2025` for the slug (spec: news/{document_id}). */
export function newsDocumentVariables(idOrSlug: string): NewsDocumentQueryVariables {
  return /^[1-9]\d{0,9}$/.test(idOrSlug) && Number(idOrSlug) <= 2147483647
    ? { id: Number(idOrSlug) }
    : { slug: idOrSlug };
}

export function newsPath(lang: Language, slug: string): string {
  return `/${lang}/news/${encodeURIComponent(slug)}`;
}

/** Covers are same-origin api paths (`/uploads/...`); anything else is ignored rather than hot-linked. */
export function coverSrc(cover: string | null | undefined): string | undefined {
  return cover?.startsWith('/uploads/') ? cover : undefined;
}
