import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Language } from './languages';
import { NAMESPACES, resources } from './resources';

const instances = new Map<Language, I18n>();

/**
 * One i18next instance per language, shared by every request: an instance never changes language, so
 * concurrent server renders in ru and en cannot see each other's strings.
 */
export function getI18n(lang: Language): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      resources,
      ns: NAMESPACES,
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
