import { href } from 'react-router';

import type { Language } from '../../platform/i18n/languages';

/**
 * The header's sections, in order; the first ones also show on tablets, all of them on desktops. Each
 * link comes from the route table's typed paths; the top's link is its section (`/top` answers with its
 * default table), so the item stays highlighted on every table of the top.
 */
export const NAVIGATION = [
  { key: 'servers', to: (lang: Language) => href('/:lang/servers', { lang }) },
  { key: 'stats', to: (lang: Language) => href('/:lang/stats', { lang }) },
  { key: 'top', to: (lang: Language) => `${href('/:lang?', { lang })}/top` },
  { key: 'store', to: (lang: Language) => href('/:lang/store', { lang }) },
  { key: 'rules', to: (lang: Language) => href('/:lang/rules', { lang }) },
  { key: 'team', to: (lang: Language) => href('/:lang/team', { lang }) },
  { key: 'start', to: (lang: Language) => href('/:lang/start', { lang }) },
] as const;
