import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Plugin, PluginOption } from 'vite';

import { findNamespaces } from './findNamespaces';

const PLACEHOLDER = '__LODESTONE_I18N_NAMESPACES__';
const LOADER_NAME = '__lodestoneLoadNamespaces';
/** What `manifestWeight.mjs` reads: each client chunk's own namespaces. */
export const NAMESPACES_FILE = '.vite/i18n-namespaces.json';

/**
 * The browser loads only the i18n namespaces its code uses, in the page's language
 * (docs/performance-log.md#i18n-namespaces-per-route). Every module under `app/` is scanned for the namespaces
 * it uses (findNamespaces.ts, which fails the build on a namespace it cannot read). Each chunk that is
 * loaded on its own — the entry, the route modules, whatever `import()` loads (lazy components, toasts,
 * the drawer) — starts with `await loadNamespaces([...])` listing the namespaces of its chunk and of
 * every chunk it imports statically, all fetched at once. So a route module or a lazy component resolves
 * only once its strings are there: hydration (react-router imports the page's route modules before the
 * entry), client navigation (the router imports the next route's modules before rendering it) and every
 * `React.lazy` wait for them without knowing. The server keeps both languages in memory and is untouched.
 */
export function i18nNamespaces(options: { appDirectory: string }): PluginOption[] {
  return [languageNames(), namespacesPerChunk(options)];
}

const LANGUAGE_NAMES = '?language-names';

/**
 * `import { language } from '…/common.json?language-names'`: a catalogue's language names as a module
 * apart from the catalogue (the language switch names the other language in that language on every page,
 * platform/i18n/getI18n.ts), so importing them does not put the whole namespace in the first load.
 */
export function languageNames(): Plugin {
  return {
    name: 'lodestone:i18n-language-names',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.json${LANGUAGE_NAMES}`)) return null;
      const file = id.slice(0, -LANGUAGE_NAMES.length);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as { language: unknown };
      return `export const language = ${JSON.stringify(catalogue.language)};`;
    },
  };
}

function namespacesPerChunk(options: { appDirectory: string }): Plugin {
  const app = path.resolve(options.appDirectory);
  const loader = path.join(app, 'platform/i18n/loadLanguage.ts');
  const known = new Set(
    readdirSync(path.join(app, 'i18n/en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length)),
  );
  const byModule = new Map<string, Set<string>>();
  const dynamicTargets = new Set<string>();

  const ownNamespaces = (moduleIds: readonly string[]) => {
    const namespaces = new Set<string>();
    for (const id of moduleIds) for (const namespace of byModule.get(id) ?? []) namespaces.add(namespace);
    return namespaces;
  };

  return {
    name: 'lodestone:i18n-namespaces',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async transform(code, id) {
      const [file = ''] = id.split('?');
      if (!file.startsWith(`${app}/`) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      byModule.set(id, findNamespaces(code, known, path.relative(app, file)));
      for (const [, specifier = ''] of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) dynamicTargets.add(resolved.id);
      }
      // A module loaded on its own waits for its chunk's namespaces before its body runs (ES imports
      // are evaluated first; they hold no awaits of their own, so nothing waits twice in a row).
      const loadedAlone = this.getModuleInfo(id)?.isEntry === true || dynamicTargets.has(id);
      // The loader's own modules (the catalogue chunks it imports) must not wait for the loader.
      if (!loadedAlone || path.dirname(file) === path.dirname(loader)) return null;
      return {
        code:
          `import { loadNamespaces as ${LOADER_NAME} } from ${JSON.stringify(loader)};\n` +
          `await ${LOADER_NAME}("${PLACEHOLDER}");\n${code}`,
        map: null,
      };
    },
    renderChunk(code, chunk, _output, meta) {
      if (!code.includes(PLACEHOLDER)) return null;
      // The chunk's modules and everything the browser loads with it before running it.
      const namespaces = new Set<string>(['common']);
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        const rendered = fileName === chunk.fileName ? chunk : meta.chunks[fileName];
        if (seen.has(fileName) || rendered === undefined) return;
        seen.add(fileName);
        for (const namespace of ownNamespaces(rendered.moduleIds)) namespaces.add(namespace);
        for (const imported of rendered.imports) visit(imported);
      };
      visit(chunk.fileName);
      const list = JSON.stringify([...namespaces].sort());
      return { code: code.replace(new RegExp(`(["'\`])${PLACEHOLDER}\\1`, 'g'), list), map: null };
    },
    generateBundle(_output, bundle) {
      const table: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const namespaces = [...ownNamespaces(output.moduleIds)].sort();
        if (namespaces.length > 0) table[output.fileName] = namespaces;
      }
      this.emitFile({
        type: 'asset',
        fileName: NAMESPACES_FILE,
        source: `${JSON.stringify(table, null, 1)}\n`,
      });
    },
  };
}
