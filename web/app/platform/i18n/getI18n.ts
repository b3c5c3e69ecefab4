import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { language as enLanguageNames } from '../../i18n/en/common.json?language-names';
import { language as ruLanguageNames } from '../../i18n/ru/common.json?language-names';
import { otherLanguage, type Language } from './languages';
import { addLaterNamespaces, loadedCatalogue } from './loadLanguage';
import { installWholeNumberFormat } from './wholeNumbers';

// The language switch names the other language in that language (`t('language.short', { lng })`): those
// few strings of both languages travel with the page. The query makes these modules apart from the
// catalogues the browser loads per namespace (loadLanguage.ts), so the named import keeps only them.
const LANGUAGE_NAMES: Record<Language, typeof enLanguageNames> = { en: enLanguageNames, ru: ruLanguageNames };

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language, shared by every request: an instance never changes language, so
 * concurrent server renders in ru and en cannot see each other's strings. The browser's instance starts
 * with the namespaces its page's chunks loaded and receives more as further chunks load (loadLanguage.ts).
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
      defaultNS: 'common',
      // Resources are in memory, so init finishes synchronously and the first render has every string.
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
    });
    installWholeNumberFormat(instance, lang);
    instances.set(lang, instance);
    addLaterNamespaces(lang, instance);
  }
  return instance;
}
