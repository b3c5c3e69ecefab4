import type { DocumentPageQueryVariables } from '../../generated/graphql';

/** `/news/42` asks for the id, `/news/winter-wipe-2025` for the slug (spec: news/{document_id}). */
export function documentVariables(idOrSlug: string): DocumentPageQueryVariables {
  return /^[1-9]\d{0,9}$/.test(idOrSlug) && Number(idOrSlug) <= 2147483647
    ? { id: Number(idOrSlug) }
    : { slug: idOrSlug };
}
