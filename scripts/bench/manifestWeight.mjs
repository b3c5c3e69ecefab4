// First-load JavaScript and CSS of a page computed from the client build alone (no server, no browser),
// so the page-weight budget is deterministic and cheap enough for `npm test`: the entry, the root, the
// layout and the screen's route module, each with its client-loader chunk, everything they import
// statically (what react-router preloads), and the i18n namespaces of those chunks in the page's language
// (web/vite/i18nNamespaces.ts), gzip-compressed as the site server sends it.
// The CSS is what react-router links for the page (its manifest walks the same chunks): Mantine's
// per-component CSS travels with the chunks that import it (web/vite/mantineStylesPerComponent.ts); CSS
// of chunks loaded later (toasts, tooltips, charts) is not render-blocking and not counted here.
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
  /** @type {Record<string, string[]>} chunk file -> the namespaces its own code uses */
  const namespacesOf = JSON.parse(
    readFileSync(path.join(clientDir, '.vite', 'i18n-namespaces.json'), 'utf8'),
  );
  const starts = ['app/entry.client.tsx'];
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
  // Each chunk that runs on its own awaits the namespaces of what it imports in the page's language
  // (the default namespace `common` always), before hydration.
  const namespaces = new Set(['common']);
  for (const file of scripts) for (const namespace of namespacesOf[file] ?? []) namespaces.add(namespace);
  // Namespaces every page needs share one chunk per language (web/app/platform/i18n/everyPageRu.ts).
  const lang = page.lang === 'en' ? 'en' : 'ru';
  for (const namespace of namespaces) {
    const own = `app/i18n/${lang}/${namespace}.json`;
    visit(manifest[own] ? own : `app/platform/i18n/everyPage${lang === 'en' ? 'En' : 'Ru'}.ts`);
  }
  const gzip = (/** @type {string} */ file) => gzipSync(readFileSync(path.join(clientDir, file))).length;
  let jsGzip = 0;
  for (const file of scripts) jsGzip += gzip(file);
  let cssGzip = 0;
  for (const file of styles) cssGzip += gzip(file);
  return { jsGzip, cssGzip, jsFiles: scripts.size, cssFiles: styles.size };
}
