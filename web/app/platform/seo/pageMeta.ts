import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';

import { getI18n } from '../i18n/getI18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';
import { languageFromPath } from '../i18n/resolveLanguage';

export interface PageMetaInput {
  lang: Language;
  /** The page's own title; the home page has none and shows the product name alone. */
  title?: string | undefined;
  description?: string | undefined;
}

/** Title '{page title} - Lodestone' (spec §1), description and Open Graph tags of one page. */
export function pageMeta({ lang, title, description }: PageMetaInput): MetaDescriptor[] {
  const product = getI18n(lang).t('common:brand');
  const fullTitle = title ? `${title} - ${product}` : product;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { property: 'og:title', content: fullTitle },
    { property: 'og:site_name', content: product },
    { property: 'og:locale', content: lang === 'ru' ? 'ru_RU' : 'en_US' },
  ];
  if (description) {
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    );
  }
  return tags;
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

/** The page language inside a `meta` function: the root loader's answer, else the URL prefix. */
export function metaLanguage({ matches, location }: MetaArgsLike): Language {
  const rootData = matches.find((match) => match?.id === 'root')?.loaderData;
  const lang =
    typeof rootData === 'object' && rootData !== null && 'lang' in rootData ? rootData.lang : undefined;
  return isLanguage(lang) ? lang : (languageFromPath(location.pathname) ?? DEFAULT_LANGUAGE);
}

/** Meta of an error page: 'Page Not Found - Lodestone' or 'Internal Server Error - Lodestone'. */
export function errorMeta(error: unknown, lang: Language, fallbackStatus = 500): MetaDescriptor[] {
  const t = getI18n(lang).t;
  const status = isRouteErrorResponse(error) ? error.status : fallbackStatus;
  const notFound = status === 404;
  return [
    ...pageMeta({ lang, title: notFound ? t('errors:notFound.title') : t('errors:internal.title') }),
    { name: 'robots', content: 'noindex' },
  ];
}
