import { describe, expect, it } from 'vitest';

import { AGENT_AUTH_KEYS } from './agentContract';
import {
  clearLauncherCredentials,
  credentialsFragment,
  landingAfterSecondFactor,
  readLauncherCredentials,
  saveLauncherCredentials,
  takeCredentialsFromFragment,
} from './launcherCredentials';

/** The agent's storage as the agent keeps it (`storage/{key}`: GET 404 → null, DELETE removes). */
function fakeStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    storageGet: (key: string) => Promise.resolve(values.get(key) ?? null),
    storageSet: (key: string, value: string) => {
      values.set(key, value);
      return Promise.resolve(undefined);
    },
    storageDelete: (key: string) => {
      values.delete(key);
      return Promise.resolve(undefined);
    },
  };
}

describe('launcher credentials in the agent storage', () => {
  it('stores both keys trimmed and reads them back', async () => {
    const storage = fakeStorage();
    await saveLauncherCredentials(storage, { accessId: '  42 ', accessToken: '\ttoken-abc\n' });
    expect(Object.fromEntries(storage.values)).toEqual({
      [AGENT_AUTH_KEYS.accessId]: '42',
      [AGENT_AUTH_KEYS.accessToken]: 'token-abc',
    });
    expect(await readLauncherCredentials(storage)).toEqual({ accessId: '42', accessToken: 'token-abc' });
  });

  it('deletes a key whose value is empty after trimming instead of storing it', async () => {
    const storage = fakeStorage({ [AGENT_AUTH_KEYS.accessId]: 'old', [AGENT_AUTH_KEYS.accessToken]: 'old' });
    await saveLauncherCredentials(storage, { accessId: '7', accessToken: '   ' });
    expect(storage.values.has(AGENT_AUTH_KEYS.accessToken)).toBe(false);
    expect(await readLauncherCredentials(storage)).toBeNull();
  });

  it('treats a blank stored value as absent and clears both on logout', async () => {
    const storage = fakeStorage({ [AGENT_AUTH_KEYS.accessId]: ' ', [AGENT_AUTH_KEYS.accessToken]: 't' });
    expect(await readLauncherCredentials(storage)).toBeNull();
    await clearLauncherCredentials(storage);
    expect(storage.values.size).toBe(0);
  });

  it('carries the pair through the sign-in fragment and keeps other fragment keys', () => {
    const hash = `#${credentialsFragment({ accessId: ' 9 ', accessToken: 'a+b/c=' })}&agent-secret=x`;
    expect(takeCredentialsFromFragment(hash)).toEqual({
      credentials: { accessId: '9', accessToken: 'a+b/c=' },
      rest: '#agent-secret=x',
    });
    expect(takeCredentialsFromFragment('#launcher-access-id=9')).toEqual({ credentials: null, rest: '' });
  });
});

describe('a launcher sign-in with a second factor', () => {
  const credentials = { accessId: 'id-1', accessToken: 'token-1' };

  it('lands with the credentials in the fragment, which the page hands to the agent', async () => {
    const landing = landingAfterSecondFactor('/en/launcher', new URLSearchParams('launcher=1'), credentials);
    const [path, fragment] = landing.split('#');
    expect(path).toBe('/en/launcher');
    expect(takeCredentialsFromFragment(`#${fragment ?? ''}`).credentials).toEqual(credentials);
    const storage = fakeStorage();
    await saveLauncherCredentials(storage, credentials);
    expect(await readLauncherCredentials(storage)).toEqual(credentials);
  });

  it('keeps a site sign-in free of credentials in the address', () => {
    expect(landingAfterSecondFactor('/en/cabinet', new URLSearchParams(''), credentials)).toBe('/en/cabinet');
  });
});
