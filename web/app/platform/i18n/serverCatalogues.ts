import { provideCatalogues } from './loadLanguage';

// Both languages for the server and the unit tests (imported by entry.server.tsx and vitest.setup.ts):
// a module of its own, because an eager glob's imports stay in whatever bundle holds them.
provideCatalogues(
  import.meta.glob<Record<string, unknown>>('../../i18n/*/*.json', { eager: true, import: 'default' }),
);
