import type { resources } from './resources';

// Typed keys: `t('home:hero.title')` fails to compile when the key is missing from the catalogues.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
