import type { Language } from './languages';

/** Namespace name -> catalogue, for one language. */
export type Catalogue = Record<string, Record<string, unknown>>;

const loaded = new Map<Language, Catalogue>();

/** `../../i18n/ru/home.json` -> `home`. */
function byNamespace(files: Record<string, Record<string, unknown>>): Catalogue {
  const catalogue: Catalogue = {};
  for (const [file, value] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace !== undefined) catalogue[namespace] = value;
  }
  return catalogue;
}

/**
 * The server and the unit tests hold both languages from the start, so renders stay synchronous: they
 * hand every catalogue file over here (serverCatalogues.ts, imported by entry.server.tsx and the test
 * setup). The browser never imports that module, so no language rides in its first load.
 */
export function provideCatalogues(lang: Language, files: Record<string, Record<string, unknown>>): void {
  loaded.set(lang, byNamespace(files));
}

/**
 * The browser loads its page's language once before hydration (entry.client.tsx): one request for
 * every namespace of that language instead of both languages inside the entry (about 30 KiB gzip).
 */
export async function loadLanguage(lang: Language): Promise<void> {
  if (loaded.has(lang)) return;
  const module = lang === 'ru' ? await import('./catalogueRu') : await import('./catalogueEn');
  loaded.set(lang, byNamespace(module.default));
}

export function loadedCatalogue(lang: Language): Catalogue {
  const catalogue = loaded.get(lang);
  if (catalogue === undefined) throw new Error(`the ${lang} catalogues are not loaded (loadLanguage)`);
  return catalogue;
}
