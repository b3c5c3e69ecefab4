import { provideCatalogues } from './loadLanguage';

// Both languages, read once: imported for its effect by entry.server.tsx and the unit tests' setup.
// Kept out of loadLanguage.ts, which the browser imports: an eager glob there made the bundler group
// every catalogue with the code that imports it, although the browser's build never reads them.
const files = import.meta.glob<Record<string, unknown>>('../../i18n/*/*.json', {
  eager: true,
  import: 'default',
});
for (const lang of ['ru', 'en'] as const) {
  const prefix = `../../i18n/${lang}/`;
  provideCatalogues(
    lang,
    Object.fromEntries(Object.entries(files).filter(([file]) => file.startsWith(prefix))),
  );
}
