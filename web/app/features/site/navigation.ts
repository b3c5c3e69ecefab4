import type { Language } from '../../platform/i18n/languages';

/** The header's sections, in order; the first ones also show on tablets, all of them on desktops. */
export const NAVIGATION = [
  { key: 'servers', path: '/servers' },
  { key: 'stats', path: '/stats' },
  { key: 'top', path: '/top' },
  { key: 'store', path: '/store' },
  { key: 'rules', path: '/rules' },
  { key: 'team', path: '/team' },
  { key: 'start', path: '/start' },
] as const;

export type NavigationKey = (typeof NAVIGATION)[number]['key'];

export function navigationHref(lang: Language, path: string): string {
  return `/${lang}${path}`;
}
