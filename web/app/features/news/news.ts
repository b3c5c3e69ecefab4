import type { Language } from '../../platform/i18n/languages';

export function newsPath(lang: Language, slug: string): string {
  return `/${lang}/news/${encodeURIComponent(slug)}`;
}
