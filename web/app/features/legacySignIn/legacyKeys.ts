import type { AgentApi } from '../../platform/launcher/agentClient';

/**
 * Where the previous site and its launcher left a cached sign-in on the player's machine
 * (docs/product.md#accounts "Sign-ins from the previous site"): the site's localStorage in the browser, the
 * agent's storage in the launcher. Both keys or nothing: half a pair signs nobody in.
 */
export const LEGACY_BROWSER_KEYS = { login: 'login', token: 'token' } as const;
export const LEGACY_LAUNCHER_KEYS = { login: 'auth.login', token: 'auth.token' } as const;

export interface LegacySignIn {
  login: string;
  token: string;
}

function pair(login: string | null, token: string | null): LegacySignIn | null {
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
  const found = pair(storage.getItem(LEGACY_BROWSER_KEYS.login), storage.getItem(LEGACY_BROWSER_KEYS.token));
  storage.removeItem(LEGACY_BROWSER_KEYS.login);
  storage.removeItem(LEGACY_BROWSER_KEYS.token);
  return found;
}

type AgentStorage = Pick<AgentApi, 'storageGet' | 'storageDelete'>;

/** The launcher's legacy sign-in, taken the same way; the agent's storage is written only when it has one. */
export async function takeLauncherLegacySignIn(agent: AgentStorage): Promise<LegacySignIn | null> {
  const read = (key: string) => agent.storageGet(key).catch(() => null);
  const [login, token] = [await read(LEGACY_LAUNCHER_KEYS.login), await read(LEGACY_LAUNCHER_KEYS.token)];
  if (login === null && token === null) return null;
  await Promise.all([
    agent.storageDelete(LEGACY_LAUNCHER_KEYS.login).catch(() => undefined),
    agent.storageDelete(LEGACY_LAUNCHER_KEYS.token).catch(() => undefined),
  ]);
  return pair(login, token);
}
