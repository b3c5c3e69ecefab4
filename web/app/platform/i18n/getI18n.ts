import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { language as enLanguageNames } from '../../i18n/en/common.json';
import { language as ruLanguageNames } from '../../i18n/ru/common.json';
import { otherLanguage, type Language } from './languages';
import { loadedCatalogue } from './loadLanguage';

// The language switch names the other language in that language (`t('language.short', { lng })`): those
// few strings of both languages travel with the page (named JSON imports keep the rest of the catalogue out).
const LANGUAGE_NAMES: Record<Language, typeof enLanguageNames> = { en: enLanguageNames, ru: ruLanguageNames };

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language, shared by every request: an instance never changes language, so
 * concurrent server renders in ru and en cannot see each other's strings. In the browser the page's
 * language must have been loaded first (loadLanguage, before hydration).
 */
export function getI18n(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    const catalogue = loadedCatalogue(lang);
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      resources: {
        [lang]: catalogue,
        [otherLanguage(lang)]: { common: { language: LANGUAGE_NAMES[otherLanguage(lang)] } },
      },
      ns: Object.keys(catalogue),
      defaultNS: 'common',
      // Resources are in memory, so init finishes synchronously and the first render has every string.
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
