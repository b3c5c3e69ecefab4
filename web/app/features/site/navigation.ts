import { href } from 'react-router';

import type { Language } from '../../platform/i18n/languages';

/**
 * The header's sections, in order; those marked `wideOnly` wait for a wide screen (the footer and the
 * narrow screen's drawer list them all). Each
 * link comes from the route table's typed paths; the top's link is its section (`/top` answers with its
 * default table), so the item stays highlighted on every table of the top.
 */
type NavigationKey = 'servers' | 'news' | 'stats' | 'top' | 'store' | 'rules' | 'team' | 'start';

interface NavigationItem {
  key: NavigationKey;
  to: (lang: Language) => string;
  /** Hidden in the header below the wide breakpoint. */
  wideOnly?: boolean;
}

export const NAVIGATION: readonly NavigationItem[] = [
  { key: 'servers', to: (lang: Language) => href('/:lang/servers', { lang }) },
  { key: 'news', to: (lang: Language) => href('/:lang/news', { lang }) },
  { key: 'stats', to: (lang: Language) => href('/:lang/stats', { lang }) },
  { key: 'top', to: (lang: Language) => `${href('/:lang?', { lang })}/top` },
  { key: 'store', to: (lang: Language) => href('/:lang/store', { lang }) },
  { key: 'rules', to: (lang: Language) => href('/:lang/rules', { lang }) },
  { key: 'team', to: (lang: Language) => href('/:lang/team', { lang }), wideOnly: true },
  { key: 'start', to: (lang: Language) => href('/:lang/start', { lang }), wideOnly: true },
];

/** The launcher's download page: a button of its own in the header, a link in the drawer and the footer. */
export const downloadPath = (lang: Language) => href('/:lang/download', { lang });

/**
 * The footer's columns: every public section, so nothing is reachable only by knowing its address
 * (issue 30: mods, player search, the ban list and the legal pages were in no menu).
 */
export const FOOTER_SECTIONS = [
  {
    key: 'play',
    links: [
      { key: 'start', to: (lang: Language) => href('/:lang/start', { lang }) },
      { key: 'download', to: downloadPath },
      { key: 'servers', to: (lang: Language) => href('/:lang/servers', { lang }) },
      { key: 'mods', to: (lang: Language) => href('/:lang/mods', { lang }) },
      { key: 'store', to: (lang: Language) => href('/:lang/store', { lang }) },
    ],
  },
  {
    key: 'communitySection',
    links: [
      { key: 'news', to: (lang: Language) => href('/:lang/news', { lang }) },
      { key: 'stats', to: (lang: Language) => href('/:lang/stats', { lang }) },
      { key: 'top', to: (lang: Language) => `${href('/:lang?', { lang })}/top` },
      { key: 'team', to: (lang: Language) => href('/:lang/team', { lang }) },
      { key: 'playerSearch', to: (lang: Language) => href('/:lang/player-search', { lang }) },
    ],
  },
  {
    key: 'rules',
    links: [
      { key: 'rules', to: (lang: Language) => href('/:lang/rules', { lang }) },
      { key: 'banlist', to: (lang: Language) => href('/:lang/banlist', { lang }) },
      { key: 'privacy', to: (lang: Language) => href('/:lang/privacy', { lang }) },
      { key: 'publicOffer', to: (lang: Language) => href('/:lang/public-offer', { lang }) },
    ],
  },
] as const;
