import { LANGUAGES } from '../../platform/i18n/languages';
import { pathInLanguage } from '../../platform/i18n/resolveLanguage';

export interface SitemapEntry {
  /** Language-neutral path, e.g. `/rules` or `/news/wipe-winter-2025`. */
  path: string;
  lastModified?: string | undefined;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The sitemap XML: every entry in both languages, each with its ru/en alternates (Google's hreflang
 * sitemap format), so crawlers see the pairs without fetching pages.
 */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) =>
    LANGUAGES.map((lang) => {
      const alternates = LANGUAGES.map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(`${origin}${pathInLanguage(entry.path, alternate)}`)}"/>`,
      ).join('\n');
      const lastModified = entry.lastModified
        ? `\n    <lastmod>${escapeXml(entry.lastModified)}</lastmod>`
        : '';
      return `  <url>\n    <loc>${escapeXml(`${origin}${pathInLanguage(entry.path, lang)}`)}</loc>${lastModified}\n${alternates}\n  </url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
