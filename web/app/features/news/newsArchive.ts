import { href } from 'react-router';

import type { Language } from '../../platform/i18n/languages';

/** `?page=3` → 3; the first page, a bad or absurd value → undefined (the api's first page). */
export function newsArchivePage(params: URLSearchParams): number | undefined {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

/** The archive's page as a link: the first page has no query, so it has one address. */
export function newsArchivePath(lang: Language, page: number): string {
  const path = href('/:lang/news', { lang });
  return page > 1 ? `${path}?page=${page}` : path;
}
