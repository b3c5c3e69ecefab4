export { renderSitemap, type SitemapEntry } from './sitemap';
