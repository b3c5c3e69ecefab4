import { href } from 'react-router';
import { hasPermission, type PermissionTree } from '../auth/authState';
import type { Language } from '../i18n/languages';
import type { RouteMeta } from './routeMeta';
import { safeRedirect } from './safeRedirect';

// docs/product.md#navigation "Navigation guards", in one place, driven by each route's metadata. The server runs it for
// the first HTML (real 302s) and the browser for client navigation, so both agree.

export interface GuardInput {
  meta: RouteMeta;
  url: URL;
  lang: Language;
  signedIn: boolean;
  pendingTwoFactor: boolean;
  permissions: PermissionTree;
  /** Launcher mode: a `host` query parameter, remembered for the session. */
  launcherMode: boolean;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; location: string }
  /** A missing permission shows 404 Page not found, as if the page did not exist. */
  | { kind: 'not-found' };

const ALLOW: GuardDecision = { kind: 'allow' };

function withReturnTo(path: string, url: URL): string {
  return `${path}?return_to=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

export function decideGuard(input: GuardInput): GuardDecision {
  const { meta, url, lang, signedIn, pendingTwoFactor, permissions, launcherMode } = input;
  const isTwoFactor = meta.name === '2fa';
  const isLogout = meta.name === 'logout';
  const back = safeRedirect(url.searchParams.get('return_to')) ?? href('/:lang?', { lang });

  if (launcherMode && !meta.isLauncherPage && !isLogout && !isTwoFactor) {
    return { kind: 'redirect', location: href('/:lang/launcher', { lang }) };
  }
  if (pendingTwoFactor) {
    if (isTwoFactor || isLogout) return ALLOW;
    return { kind: 'redirect', location: withReturnTo(href('/:lang/2fa', { lang }), url) };
  }
  // Nothing to confirm: a signed-in user (or a visitor) on the 2FA step is sent back.
  if (isTwoFactor) return { kind: 'redirect', location: back };
  if (meta.type === 'auth' && signedIn && !isLogout) return { kind: 'redirect', location: back };
  if (meta.type === 'protected' && !signedIn) {
    const login = meta.isLauncherPage
      ? href('/:lang/launcher/login', { lang })
      : href('/:lang/login', { lang });
    return { kind: 'redirect', location: withReturnTo(login, url) };
  }
  if (meta.permission && !hasPermission(permissions, meta.permission)) return { kind: 'not-found' };
  return ALLOW;
}
