import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from './languages';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The language of a path's first segment (`/en/news/x` -> `en`), or undefined without a prefix. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}

/** Reads one cookie from a `Cookie` header without pulling a cookie library into the client bundle. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The first supported language of an `Accept-Language` header, by the header's q-weights. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    // Stable by position among equal weights, as browsers list their preference first.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

export interface LanguageSources {
  pathname: string;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
}

/** The language the visitor asked for: URL prefix, then the `lang` cookie, then Accept-Language. */
export function requestedLanguage({
  pathname,
  cookieHeader,
  acceptLanguage,
}: LanguageSources): Language | undefined {
  const cookie = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return (
    languageFromPath(pathname) ??
    (isLanguage(cookie) ? cookie : undefined) ??
    languageFromAcceptLanguage(acceptLanguage)
  );
}

/**
 * The page language (docs/product.md#site): what the visitor asked for, else the owner's default (staff
 * site settings, when the caller has it), else ru.
 */
export function resolveLanguage(sources: LanguageSources, siteDefault?: Language): Language {
  return requestedLanguage(sources) ?? siteDefault ?? DEFAULT_LANGUAGE;
}

/** The `lang` cookie as the spec stores it: 365 days, path /, SameSite=Lax. */
export function languageCookie(lang: Language): string {
  return `${LANGUAGE_COOKIE}=${lang}; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
}

/** Stores the visitor's choice for `/` and later visits (browser only). */
export function rememberLanguage(lang: Language): void {
  document.cookie = languageCookie(lang);
}

/** The same page in another language: swaps or adds the prefix, keeps the query and hash. */
export function pathInLanguage(pathname: string, lang: Language): string {
  const segments = pathname.split('/').filter(Boolean);
  if (isLanguage(segments[0])) segments.shift();
  return `/${[lang, ...segments].join('/')}`;
}
