import type { AgentApi } from '../../platform/launcher/agentClient';
import { legacyPair, type LegacySignIn } from './legacyKeys';

/** The previous launcher's keys in the agent's storage (docs/product.md#accounts "Sign-ins from the previous site"). */
export const LEGACY_LAUNCHER_KEYS = { login: 'auth.login', token: 'auth.token' } as const;

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
  return legacyPair(login, token);
}
