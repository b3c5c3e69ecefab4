/**
 * Profiles live at `/{lang}/{nickname}`, so a player named like a page would be unreachable (or would
 * hide the page). These names are refused at registration and on every nickname change.
 */

/** The first path segment of every screen in the site's route table; a web test keeps them equal. */
export const ROUTE_SEGMENTS = [
  '2fa',
  'banlist',
  'cabinet',
  'confirm-email',
  'development',
  'download',
  'error',
  'launcher',
  'login',
  'logout',
  'mods',
  'news',
  'oauth',
  'pay',
  'player-search',
  'privacy',
  'public-offer',
  'register',
  'reset',
  'restore',
  'rules',
  'servers',
  'staff',
  'start',
  'stats',
  'store',
  'team',
  'top',
  'welcome',
] as const;

/** Old addresses the site still answers (docs/product.md#accounts legacy routes), languages and the servers' own prefixes. */
const OTHER_SEGMENTS = [
  'r',
  'source',
  'server',
  'post',
  'settings',
  'votes',
  'donate',
  'bonus',
  'bans',
  'transfer',
  'about',
  'user',
  'online',
  'kits',
  'ru',
  'en',
  'uk',
  'api',
  'graphql',
  'uploads',
  'assets',
];

const RESERVED = new Set([...ROUTE_SEGMENTS, ...OTHER_SEGMENTS].map((name) => name.toLowerCase()));

export function isReservedNickname(nickname: string): boolean {
  return RESERVED.has(nickname.trim().toLowerCase());
}
