/**
 * Where the previous site and its launcher left a cached sign-in on the player's machine
 * (docs/product.md#accounts "Sign-ins from the previous site"): the site's localStorage in the browser, the
 * agent's storage in the launcher (launcherLegacyKeys.ts). Both keys or nothing: half a pair signs nobody in.
 */
export const LEGACY_BROWSER_KEYS = { login: 'login', token: 'token' } as const;

export interface LegacySignIn {
  login: string;
  token: string;
}

export function legacyPair(login: string | null, token: string | null): LegacySignIn | null {
  const [trimmedLogin, trimmedToken] = [login?.trim() ?? '', token?.trim() ?? ''];
  return trimmedLogin !== '' && trimmedToken !== '' ? { login: trimmedLogin, token: trimmedToken } : null;
}

/**
 * Reads the browser's legacy sign-in and removes it in the same step, whatever it holds: it is offered to
 * the api at most once, and a page that is closed half way never offers it again.
 */
export function takeBrowserLegacySignIn(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): LegacySignIn | null {
  const found = legacyPair(
    storage.getItem(LEGACY_BROWSER_KEYS.login),
    storage.getItem(LEGACY_BROWSER_KEYS.token),
  );
  storage.removeItem(LEGACY_BROWSER_KEYS.login);
  storage.removeItem(LEGACY_BROWSER_KEYS.token);
  return found;
}
