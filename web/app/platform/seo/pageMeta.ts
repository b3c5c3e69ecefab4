import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';

import { getI18n } from '../i18n/getI18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages';
import { languageFromPath, pathInLanguage } from '../i18n/resolveLanguage';

export interface MetaArgsLike {
  location: { pathname: string };
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
}

export interface PageMetaInput {
  /** The page's own title; the home page has none and shows the product name alone. */
  title?: string | undefined;
  description?: string | undefined;
  /** Absolute or site-relative image for link previews. */
  image?: string | null | undefined;
  /** Open Graph type: `article` for documents. */
  type?: 'website' | 'article';
}

interface RootMetaData {
  lang?: unknown;
  origin?: unknown;
  config?: { primaryOrigin?: unknown };
}

function rootData(matches: MetaArgsLike['matches']): RootMetaData {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  return typeof data === 'object' && data !== null ? data : {};
}

/** The page language inside a `meta` function: the root loader's answer, else the URL prefix. */
export function metaLanguage({ matches, location }: MetaArgsLike): Language {
  const { lang } = rootData(matches);
  return isLanguage(lang) ? lang : (languageFromPath(location.pathname) ?? DEFAULT_LANGUAGE);
}

/**
 * Canonical link to the primary host and the ru/en alternates (docs/product.md#site). On any other host (a mirror,
 * a preview) the alternates are dropped and the canonical still names the primary host.
 */
function languageLinks(args: MetaArgsLike, lang: Language): MetaDescriptor[] {
  const { origin, config } = rootData(args.matches);
  const primary = typeof config?.primaryOrigin === 'string' ? config.primaryOrigin : undefined;
  if (!primary) return [];
  const canonical = `${primary}${pathInLanguage(args.location.pathname, lang)}`;
  const links: MetaDescriptor[] = [
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:url', content: canonical },
  ];
  if (origin === primary) {
    for (const alternate of LANGUAGES) {
      links.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: alternate,
        href: `${primary}${pathInLanguage(args.location.pathname, alternate)}`,
      });
    }
    links.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${primary}${pathInLanguage(args.location.pathname, DEFAULT_LANGUAGE)}`,
    });
  }
  return links;
}

export function absolute(url: string, args: MetaArgsLike): string {
  const primary = rootData(args.matches).config?.primaryOrigin;
  return url.startsWith('/') && typeof primary === 'string' ? `${primary}${url}` : url;
}

/**
 * Title '{page title} - Lodestone' (docs/product.md#site), description, canonical and language links, Open Graph
 * and Twitter card of one public page.
 */
export function pageMeta(args: MetaArgsLike, input: PageMetaInput = {}): MetaDescriptor[] {
  const lang = metaLanguage(args);
  const product = getI18n(lang).t('common:brand');
  const fullTitle = input.title ? `${input.title} - ${product}` : product;
  const description = input.description ?? getI18n(lang).t('common:tagline');
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: product },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:locale', content: lang === 'ru' ? 'ru_RU' : 'en_US' },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    ...languageLinks(args, lang),
  ];
  if (input.image) {
    const image = absolute(input.image, args);
    tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image });
  }
  return tags;
}

/** Meta of a page that is not for search engines (cabinet, launcher, editors): title, noindex. */
export function privatePageMeta(args: MetaArgsLike, title: string): MetaDescriptor[] {
  const lang = metaLanguage(args);
  const product = getI18n(lang).t('common:brand');
  return [{ title: `${title} - ${product}` }, { name: 'robots', content: 'noindex' }];
}

/** Meta of an error page: 'Page Not Found - Lodestone' or 'Internal Server Error - Lodestone'. */
export function errorMeta(error: unknown, lang: Language, fallbackStatus = 500): MetaDescriptor[] {
  const t = getI18n(lang).t;
  const status = isRouteErrorResponse(error) ? error.status : fallbackStatus;
  const product = t('common:brand');
  const title = status === 404 ? t('errors:notFound.title') : t('errors:internal.title');
  return [{ title: `${title} - ${product}` }, { name: 'robots', content: 'noindex' }];
}

export interface ArticleFacts {
  title: string;
  description: string;
  image: string | null;
  publishedAt: string;
  updatedAt: string;
  author: string | null;
}

/** schema.org NewsArticle as JSON-LD, so search engines show the item as news. */
export function newsArticleMeta(args: MetaArgsLike, article: ArticleFacts): MetaDescriptor {
  const product = getI18n(metaLanguage(args)).t('common:brand');
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.description,
      ...(article.image ? { image: [absolute(article.image, args)] } : {}),
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      inLanguage: metaLanguage(args),
      publisher: { '@type': 'Organization', name: product },
      ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    },
  };
}
