// First-load JavaScript and CSS of a page computed from the client build alone (no server, no browser),
// so the page-weight budget is deterministic and cheap enough for `npm test`: the entry, the root, the
// layout and the screen's route module, the page's language catalogue, each with its client-loader chunk, and everything they import
// statically (what react-router preloads), gzip-compressed as the site server sends it. The CSS is what
// react-router links for the page (its manifest walks the same chunks): Mantine's per-component CSS
// travels with the chunks that import it (web/vite/mantineStylesPerComponent.ts); CSS of chunks loaded
// later (toasts, tooltips, charts) is not render-blocking and not counted here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Pages the budget covers: the screen's route file and its layout (web/app/platform/routing/routeTable.ts). */
export const BUDGET_PAGES = [
  {
    name: 'home',
    lang: 'ru',
    layout: 'app/layouts/FixedHeaderLayout.tsx',
    route: 'app/routes/site/home.tsx',
  },
  { name: 'login', lang: 'ru', layout: 'app/layouts/DefaultLayout.tsx', route: 'app/routes/site/login.tsx' },
  { name: 'rules', lang: 'en', layout: 'app/layouts/DefaultLayout.tsx', route: 'app/routes/site/rules.tsx' },
  {
    name: 'news',
    lang: 'ru',
    layout: 'app/layouts/DefaultLayout.tsx',
    route: 'app/routes/documents/news-document.tsx',
  },
  {
    name: 'server',
    layout: 'app/layouts/DefaultLayout.tsx',
    route: 'app/routes/documents/servers-document.tsx',
  },
  { name: 'stats', lang: 'ru', layout: 'app/layouts/DefaultLayout.tsx', route: 'app/routes/site/stats.tsx' },
];

/**
 * @typedef {{ file: string; imports?: string[]; css?: string[] }} ManifestChunk
 * @param {string} clientDir web/build/client
 * @param {{ lang: string; layout: string; route: string }} page
 */
export function firstLoad(clientDir, page) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  // The page's language is loaded before hydration (web/app/platform/i18n/loadLanguage.ts).
  const catalogue = `app/platform/i18n/catalogue${page.lang === 'en' ? 'En' : 'Ru'}.ts`;
  const starts = ['app/entry.client.tsx', catalogue];
  for (const module of ['app/root.tsx', page.layout, page.route]) {
    for (const suffix of ['?__react-router-build-client-route', '?route-chunk=clientLoader', '']) {
      if (manifest[`${module}${suffix}`]) starts.push(`${module}${suffix}`);
    }
  }
  const scripts = new Set();
  const styles = new Set();
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client manifest`);
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of starts) visit(key);
  const gzip = (/** @type {string} */ file) => gzipSync(readFileSync(path.join(clientDir, file))).length;
  let jsGzip = 0;
  for (const file of scripts) jsGzip += gzip(file);
  let cssGzip = 0;
  for (const file of styles) cssGzip += gzip(file);
  return { jsGzip, cssGzip, jsFiles: scripts.size, cssFiles: styles.size };
}
