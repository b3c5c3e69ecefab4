export const LANGUAGES = ['ru', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'ru';

/** Name of the cookie that remembers the visitor's language (docs/product.md#site: 365 days, path /, lax). */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The other interface language, for the header's switch. */
export function otherLanguage(lang: Language): Language {
  return lang === 'ru' ? 'en' : 'ru';
}
