import type { i18n as I18n } from 'i18next';

import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Namespace name -> catalogue, for one language. */
export type Catalogue = Record<string, Record<string, unknown>>;

const loaded = new Map<Language, Catalogue>();
const instances = new Map<Language, I18n>();
const pending = new Map<string, Promise<void>>();

/** `../../i18n/ru/home.json` -> `['ru', 'home']`. */
function parseFile(file: string): [string, string] | undefined {
  const [, lang, namespace] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return lang !== undefined && namespace !== undefined ? [lang, namespace] : undefined;
}

/**
 * The server (entry.server.tsx) and the unit tests (vitest.setup.ts) hold both languages from the start
 * (serverCatalogues.ts), so renders stay synchronous; the browser's bundle never imports them.
 */
export function provideCatalogues(files: Record<string, Record<string, unknown>>): void {
  for (const [file, value] of Object.entries(files)) {
    const [lang, namespace] = parseFile(file) ?? [];
    if (!isLanguage(lang) || namespace === undefined) continue;
    const catalogue = loaded.get(lang) ?? {};
    catalogue[namespace] = value;
    loaded.set(lang, catalogue);
  }
}

// The namespaces every page needs, one chunk per language; every other namespace is a chunk of its own
// per language, fetched only when a page's code needs it.
const EVERY_PAGE = { ru: () => import('./everyPageRu'), en: () => import('./everyPageEn') };
const lazyFiles = import.meta.glob<Record<string, unknown>>(
  ['../../i18n/*/*.json', '!../../i18n/*/{common,errors,accounts,oauth,recovery}.json'],
  { import: 'default' },
);

function loadFile(lang: Language, namespace: string): Promise<Record<string, unknown>> {
  const file = `../../i18n/${lang}/${namespace}.json`;
  const load = lazyFiles[file];
  if (load !== undefined) return load();
  return EVERY_PAGE[lang]().then((module) => {
    const value = module.default[file];
    if (value === undefined) throw new Error(`no i18n namespace ${lang}/${namespace}`);
    return value;
  });
}

function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Loads namespaces of the page's language into the browser's catalogue (and into its i18next instance,
 * if there is one already). The build makes every chunk loaded on its own await this with the namespaces
 * its code uses (web/vite/i18nNamespaces.ts), so strings are there before anything renders them.
 */
export function loadNamespaces(
  namespaces: readonly string[],
  lang: Language = pageLanguage(),
): Promise<void> {
  const catalogue = loaded.get(lang) ?? {};
  loaded.set(lang, catalogue);
  const waits: Promise<void>[] = [];
  for (const namespace of namespaces) {
    if (catalogue[namespace] !== undefined) continue;
    const key = `${lang}/${namespace}`;
    let wait = pending.get(key);
    if (wait === undefined) {
      wait = loadFile(lang, namespace).then((value) => {
        catalogue[namespace] = value;
        instances.get(lang)?.addResourceBundle(lang, namespace, value);
      });
      pending.set(key, wait);
    }
    waits.push(wait);
  }
  return waits.length === 0 ? Promise.resolve() : Promise.all(waits).then(() => undefined);
}

/**
 * The development server does not run the build step that knows each module's namespaces, so it loads
 * the page's whole language before hydration; the build's chunks have loaded theirs by then.
 */
export function loadLanguage(lang: Language): Promise<void> {
  if (!import.meta.env.DEV) return Promise.resolve();
  return EVERY_PAGE[lang]().then((module) => {
    const all = [...Object.keys(lazyFiles), ...Object.keys(module.default)]
      .map((file) => parseFile(file))
      .filter((parsed) => parsed?.[0] === lang)
      .map((parsed) => parsed?.[1] ?? '');
    return loadNamespaces(all, lang);
  });
}

/** The namespaces of `lang` loaded so far. */
export function loadedCatalogue(lang: Language): Catalogue {
  const catalogue = loaded.get(lang);
  if (catalogue === undefined) throw new Error(`no ${lang} catalogue is loaded (loadNamespaces)`);
  return catalogue;
}

/** Namespaces of `lang` loaded from now on are added to `instance` (i18next's addResourceBundle). */
export function addLaterNamespaces(lang: Language, instance: I18n): void {
  instances.set(lang, instance);
}
