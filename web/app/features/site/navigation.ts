import { href } from 'react-router';

import type { Language } from '../../platform/i18n/languages';

/**
 * The header's sections, in order. `header` is the width from which the header shows the section (md
 * 992 px, lg 1200 px, xl 1408 px; `false`: never), chosen so the header fits in Russian, whose labels are
 * longer, with a long nickname (issue 30); the narrow screen's drawer and the footer list them all. Each
 * link comes from the route table's typed paths; the top's link is its section (`/top` answers with its
 * default table), so the item stays highlighted on every table of the top.
 */
type NavigationKey = 'servers' | 'news' | 'stats' | 'top' | 'store' | 'rules' | 'team' | 'start';

export type HeaderTier = 'md' | 'lg' | 'xl' | false;

interface NavigationItem {
  key: NavigationKey;
  to: (lang: Language) => string;
  header: HeaderTier;
}

export const NAVIGATION: readonly NavigationItem[] = [
  { key: 'servers', to: (lang: Language) => href('/:lang/servers', { lang }), header: 'md' },
  { key: 'news', to: (lang: Language) => href('/:lang/news', { lang }), header: 'md' },
  { key: 'stats', to: (lang: Language) => href('/:lang/stats', { lang }), header: 'lg' },
  { key: 'top', to: (lang: Language) => `${href('/:lang?', { lang })}/top`, header: 'lg' },
  { key: 'store', to: (lang: Language) => href('/:lang/store', { lang }), header: 'md' },
  { key: 'rules', to: (lang: Language) => href('/:lang/rules', { lang }), header: 'md' },
  { key: 'team', to: (lang: Language) => href('/:lang/team', { lang }), header: false },
  { key: 'start', to: (lang: Language) => href('/:lang/start', { lang }), header: 'xl' },
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
