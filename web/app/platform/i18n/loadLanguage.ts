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

// The server (and the unit tests) hold both languages from the start: renders stay synchronous. The
// browser build folds this condition to false, so neither language is bundled into its entry.
if (import.meta.env.SSR || import.meta.env.MODE === 'test') {
  const files = import.meta.glob<Record<string, unknown>>('../../i18n/*/*.json', {
    eager: true,
    import: 'default',
  });
  for (const lang of ['ru', 'en'] as const) {
    const prefix = `../../i18n/${lang}/`;
    loaded.set(
      lang,
      byNamespace(Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith(prefix)))),
    );
  }
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
