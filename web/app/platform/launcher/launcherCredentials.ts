import type { AgentApi } from './agentClient';
import { AGENT_AUTH_KEYS } from './agentContract';

export interface LauncherCredentials {
  accessId: string;
  accessToken: string;
}

type StorageApi = Pick<AgentApi, 'storageGet' | 'storageSet' | 'storageDelete'>;

/** Fragment keys the launcher's sign-in adds to its redirect: a fragment never reaches a server. */
const FRAGMENT_ID = 'launcher-access-id';
const FRAGMENT_TOKEN = 'launcher-access-token';

/** docs/product.md#launcher: launcher-stored credentials are trimmed, and an empty one counts as absent. */
export function normaliseCredential(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function complete(accessId: string | null, accessToken: string | null): LauncherCredentials | null {
  return accessId !== null && accessToken !== null ? { accessId, accessToken } : null;
}

/** Writes both keys; an empty value deletes its key instead of storing an empty string. */
export async function saveLauncherCredentials(
  api: StorageApi,
  credentials: LauncherCredentials,
): Promise<void> {
  const entries = [
    [AGENT_AUTH_KEYS.accessId, credentials.accessId],
    [AGENT_AUTH_KEYS.accessToken, credentials.accessToken],
  ] as const;
  for (const [key, raw] of entries) {
    const value = normaliseCredential(raw);
    await (value === null ? api.storageDelete(key) : api.storageSet(key, value));
  }
}

/** Both credentials from the agent, or null when either is missing (half a pair signs nobody in). */
export async function readLauncherCredentials(api: StorageApi): Promise<LauncherCredentials | null> {
  const [accessId, accessToken] = await Promise.all([
    api.storageGet(AGENT_AUTH_KEYS.accessId),
    api.storageGet(AGENT_AUTH_KEYS.accessToken),
  ]);
  return complete(normaliseCredential(accessId), normaliseCredential(accessToken));
}

export async function clearLauncherCredentials(api: StorageApi): Promise<void> {
  await api.storageDelete(AGENT_AUTH_KEYS.accessId);
  await api.storageDelete(AGENT_AUTH_KEYS.accessToken);
}

/** The 2FA page's query flag for a sign-in that started in the launcher (its credentials go to the agent). */
export const LAUNCHER_SIGN_IN = 'launcher';

/**
 * Where a confirmed second factor lands: a launcher sign-in carries the credentials in the fragment, as the
 * launcher's password sign-in does, so the agent keeps them (issue 18); any other sign-in lands as is.
 */
export function landingAfterSecondFactor(
  returnTo: string,
  search: URLSearchParams,
  credentials: LauncherCredentials,
): string {
  return search.get(LAUNCHER_SIGN_IN) === '1' ? `${returnTo}#${credentialsFragment(credentials)}` : returnTo;
}

/** The fragment the launcher's sign-in redirect carries to the page, which hands it to the agent. */
export function credentialsFragment(credentials: LauncherCredentials): string {
  return new URLSearchParams({
    [FRAGMENT_ID]: credentials.accessId.trim(),
    [FRAGMENT_TOKEN]: credentials.accessToken.trim(),
  }).toString();
}

/** Reads the credentials from a location's fragment and the fragment left without them. */
export function takeCredentialsFromFragment(hash: string): {
  credentials: LauncherCredentials | null;
  rest: string;
} {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const credentials = complete(
    normaliseCredential(params.get(FRAGMENT_ID)),
    normaliseCredential(params.get(FRAGMENT_TOKEN)),
  );
  params.delete(FRAGMENT_ID);
  params.delete(FRAGMENT_TOKEN);
  const rest = params.toString();
  return { credentials, rest: rest === '' ? '' : `#${rest}` };
}
