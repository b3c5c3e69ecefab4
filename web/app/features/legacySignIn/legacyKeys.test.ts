import { describe, expect, it } from 'vitest';

import { LEGACY_LAUNCHER_KEYS, takeLauncherLegacySignIn } from './launcherLegacyKeys';
import { LEGACY_BROWSER_KEYS, takeBrowserLegacySignIn } from './legacyKeys';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

function memoryAgent(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  const deleted: string[] = [];
  return {
    map,
    deleted,
    storageGet: (key: string) => Promise.resolve(map.get(key) ?? null),
    storageDelete: (key: string) => {
      deleted.push(key);
      map.delete(key);
      return Promise.resolve(undefined);
    },
  };
}

describe('the previous site’s cached sign-in', () => {
  it('is taken out of localStorage trimmed, and the keys are gone afterwards', () => {
    const storage = memoryStorage({ login: ' Steve ', token: ' old-token-1 ', theme: 'dark' });
    expect(takeBrowserLegacySignIn(storage)).toEqual({ login: 'Steve', token: 'old-token-1' });
    expect([...storage.map.keys()]).toEqual(['theme']);
    expect(takeBrowserLegacySignIn(storage)).toBeNull();
  });

  it('half a pair signs nobody in, and is cleared too', () => {
    const storage = memoryStorage({ [LEGACY_BROWSER_KEYS.login]: 'steve', [LEGACY_BROWSER_KEYS.token]: ' ' });
    expect(takeBrowserLegacySignIn(storage)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('is taken out of the agent in launcher mode, writing to it only when there was something', async () => {
    const agent = memoryAgent({
      [LEGACY_LAUNCHER_KEYS.login]: 'steve',
      [LEGACY_LAUNCHER_KEYS.token]: 'old-token-2',
      'auth.access_id': '7',
    });
    expect(await takeLauncherLegacySignIn(agent)).toEqual({ login: 'steve', token: 'old-token-2' });
    expect([...agent.map.keys()]).toEqual(['auth.access_id']);
    agent.deleted.length = 0;
    expect(await takeLauncherLegacySignIn(agent)).toBeNull();
    expect(agent.deleted).toEqual([]);
  });
});
