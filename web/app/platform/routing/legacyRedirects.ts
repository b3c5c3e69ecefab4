import { isLanguage, type Language } from '../i18n/languages';
import { matchScreen } from './routeMeta';
import { safeRedirect } from './safeRedirect';

// The redirects of docs/product.md#navigation that need nothing but the URL (and whether the visitor is signed in), so the
// server answers them with real statuses and client navigation applies the very same function.

export interface RedirectDecision {
  location: string;
  /** 301: the old address moved for good; 302: depends on the visitor or may change. */
  status: 301 | 302;
}

export interface RedirectInput {
  url: URL;
  /** The visitor's language: the URL prefix, else the cookie, Accept-Language, ru. */
  lang: Language;
  signedIn: boolean;
  /**
   * Where a signed-out visitor lands after paying (docs/product.md#navigation), from the site's config; without one, the
   * sign-in page that then shows the payment's success.
   */
  paymentSuccessUrl: string | undefined;
}

/**
 * Zero-width space, non-joiner, joiner, word joiner and BOM, percent-encoded as URLs carry them (and raw,
 * as some clients send them): invisible, copied along with links from messengers.
 */
const ZERO_WIDTH = /%E2%80%8[BCD]|%E2%81%A0|%EF%BB%BF|[\u200B-\u200D\u2060\uFEFF]/gi;

/** Old addresses and where they live now (docs/product.md#navigation "Replace-redirects"). */
export const REPLACE_REDIRECTS: Readonly<Record<string, string>> = {
  '/settings/auth2factor': '/cabinet/2fa',
  '/settings': '/cabinet',
  '/cabinet/history': '/cabinet/transactions',
  '/cabinet/pay': '/pay',
  '/cabinet/group': '/store',
  '/cabinet/usage': '/cabinet',
  '/votes': '/cabinet/bonus',
  '/donate': '/store',
  '/bonus': '/cabinet/bonus',
  '/bans': '/banlist',
  '/transfer': '/?open-modal=transfer-coins',
  '/about': '/',
  '/user': '/',
  '/launcher': '/start',
  '/online': '/stats',
  '/kits': '/store',
};

/** Screens that open a default child (docs/product.md#navigation "Default redirects"). */
export const DEFAULT_REDIRECTS: Readonly<Record<string, string>> = {
  '/cabinet': '/cabinet/bonus',
  '/cabinet/cover': '/cabinet/cover/glow',
  '/launcher/settings': '/launcher/settings/folder',
  '/top': '/top/playtime',
};

/** Old forum post ids of the seven wipe announcements (docs/product.md#navigation `/post/{id}`). */
export const LEGACY_POSTS: Readonly<Record<string, string>> = {
  '28': 'wipe-winter-2023',
  '29': 'wipe-summer-2023',
  '30': 'wipe-autumn-2023',
  '31': 'wipe-winter-2024',
  '32': 'wipe-spring-2024',
  '33': 'wipe-autumn-2024',
  '34': 'wipe-winter-2025',
};

/** Short and old server names of `/server/{name}` (after underscores became dashes) -> server page slugs. */
export const LEGACY_SERVER_NAMES: Readonly<Record<string, string>> = {
  'techno-magic': 'techno-magic-rpg',
  technomagic: 'techno-magic-rpg',
  rpg: 'techno-magic-rpg',
  'hi-tech': 'hitech',
  sky: 'techno-magic-sky',
  'techno-sky': 'techno-magic-sky',
  technomagicsky: 'techno-magic-sky',
  magic: 'magic-rpg',
  'magic-rpg': 'magic-rpg',
};

function withLanguage(lang: Language, target: string): string {
  const [path = '/', query] = target.split('?');
  const prefixed = path === '/' ? `/${lang}` : `/${lang}${path}`;
  return query ? `${prefixed}?${query}` : prefixed;
}

function splitLanguage(pathname: string): { lang: Language | undefined; rest: string } {
  const [, first, ...others] = pathname.split('/');
  if (isLanguage(first)) return { lang: first, rest: `/${others.join('/')}` };
  return { lang: undefined, rest: pathname };
}

/** Appends the request's query to a target that has none, so `?utm_source=...` survives a move. */
function keepQuery(target: string, search: string): string {
  if (!search || target.includes('?')) return target;
  return `${target}${search}`;
}

function stripZeroWidth(url: URL): string | undefined {
  const raw = `${url.pathname}${url.search}`;
  const clean = raw.replace(ZERO_WIDTH, '');
  return clean === raw ? undefined : `${clean}${url.hash}`;
}

/**
 * The redirect a URL calls for before any page renders, or undefined when it is a page (or a 404). Every
 * target built from the URL passes the safe-redirect check; only the configured payment address may
 * lead elsewhere.
 */
export function resolveRedirect(input: RedirectInput): RedirectDecision | undefined {
  const decision = resolveRawRedirect(input);
  if (decision === undefined || decision.location === input.paymentSuccessUrl) return decision;
  const location = safeRedirect(decision.location);
  // `/%E2%80%8B/evil.example` cleans up to `//evil.example`: such an address is simply not a page.
  return location === undefined ? undefined : { location, status: decision.status };
}

function resolveRawRedirect({
  url,
  lang,
  signedIn,
  paymentSuccessUrl,
}: RedirectInput): RedirectDecision | undefined {
  const clean = stripZeroWidth(url);
  if (clean !== undefined)
    return safeRedirect(clean) === undefined ? undefined : { location: clean, status: 301 };

  const split = splitLanguage(url.pathname.replace(/\/+$/, '') || '/');
  const language = split.lang ?? lang;
  const rest = split.rest === '' ? '/' : split.rest;

  // After a payment the provider sends the visitor back with ?status=succeeded (or to /pay/success).
  const isPaymentReturn = url.searchParams.get('status') === 'succeeded' || rest === '/pay/success';
  if (isPaymentReturn && !(rest === '/pay' && url.searchParams.get('notify') === 'success')) {
    return signedIn
      ? { location: withLanguage(language, '/pay?notify=success'), status: 302 }
      : {
          location:
            paymentSuccessUrl ??
            `${withLanguage(language, '/login')}?return_to=${encodeURIComponent(withLanguage(language, '/pay?notify=success'))}`,
          status: 302,
        };
  }

  const defaultTarget = DEFAULT_REDIRECTS[rest];
  if (defaultTarget)
    return { location: keepQuery(withLanguage(language, defaultTarget), url.search), status: 302 };

  const screen = matchScreen(url.pathname);
  // A real page keeps its address; `/ru/launcher` is the launcher while `/launcher` is an old link.
  const isRealPage = screen !== undefined && screen.meta.name !== 'profile-nickname';
  if (!isRealPage) {
    const replaced = REPLACE_REDIRECTS[rest];
    if (replaced) return { location: keepQuery(withLanguage(language, replaced), url.search), status: 301 };

    const post = /^\/post\/([^/]+)$/.exec(rest);
    if (post) {
      const slug = LEGACY_POSTS[post[1] ?? ''];
      return { location: withLanguage(language, slug ? `/news/${slug}` : '/'), status: 301 };
    }

    const server = /^\/server\/([^/]+)$/.exec(rest);
    if (server) {
      const name = (server[1] ?? '').toLowerCase().replace(/_/g, '-');
      const slug = LEGACY_SERVER_NAMES[name] ?? name;
      return { location: withLanguage(language, `/servers/${encodeURIComponent(slug)}`), status: 301 };
    }
  }

  // An address without a language that is a page with one: keep the visitor's language.
  if (!split.lang && screen === undefined && url.pathname !== '/') {
    const prefixed = matchScreen(withLanguage(language, url.pathname));
    if (prefixed && prefixed.meta.name !== 'profile-nickname') {
      return { location: `${withLanguage(language, url.pathname)}${url.search}`, status: 302 };
    }
  }
  return undefined;
}
