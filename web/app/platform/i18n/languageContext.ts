import { createContext } from 'react-router';

import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The page language of the current request, resolved once by the root middleware. */
export const languageContext = createContext<Language>(DEFAULT_LANGUAGE);
