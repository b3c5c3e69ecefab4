import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, TEST_SYSTEM_TOKEN, type TestApp } from '../../testing/createTestApp.js';
import type { GameServer } from '../servers/index.js';

let t: TestApp;
let staff: Record<string, string>;
const tokens: Record<string, string> = {};

async function signIn(login: string, password: string): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { login, password, recaptcha: '' },
  });
  const { accessId, accessToken } = response.json<{ accessId: string; accessToken: string }>();
  return { 'access-id': accessId, 'access-token': accessToken, 'accept-language': 'en' };
}

async function rotate(server: string, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/servers/rotate-token',
    headers,
    payload: { server },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn('admin', 'admin-demo-1');
  for (const slug of ['hitech', 'magic-rpg']) {
    tokens[slug] = (await rotate(slug, staff)).json<{ token: string }>().token;
  }
});
afterAll(async () => {
  await t.close();
});

function system(
  url: string,
  token: string | null,
  payload: Record<string, unknown>,
  method: 'POST' | 'GET' = 'POST',
) {
  return t.app.inject({
    method,
    url,
    headers: token === null ? {} : { 'x-server-token': token, 'x-system-token': token },
    ...(method === 'POST' ? { payload } : {}),
  });
}

describe('one system token per game server', () => {
  it('lets only staff with web.servers.manage rotate tokens and set status addresses', async () => {
    const player = await signIn('steve', 'steve-demo-1');
    expect((await rotate('hitech', player)).statusCode).toBe(403);
    expect((await rotate('hitech', {})).statusCode).toBe(401);
    expect((await rotate('no-such-server', staff)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/servers', headers: staff });
    expect(list.json<{ items: { slug: string; hasToken: boolean }[] }>().items).toContainEqual(
      expect.objectContaining({ slug: 'hitech', hasToken: true }),
    );
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/staff/servers/status-address',
      headers: player,
      payload: { server: 'hitech', statusAddress: '127.0.0.1:25565' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses the shared system token and unknown tokens for game-server reports', async () => {
    for (const token of [null, TEST_SYSTEM_TOKEN, 'lst_not-a-real-token-at-all']) {
      const response = await system('/api-system/server/online', token, { server: 'hitech', online: 5 });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error_code: 4 });
    }
  });

  it("does not let server A's token act for server B (reports, status address, admin calls)", async () => {
    const tokenA = tokens.hitech ?? '';
    const before = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json<{
      items: GameServer[];
    }>();
    const magicBefore = before.items.find((server) => server.slug === 'magic-rpg');

    const online = await system('/api-system/server/online', tokenA, { server: 'magic-rpg', online: 999 });
    expect(online.statusCode).toBe(403);

    // A batch has no server field: it lands on the token's own server, whatever else it carries.
    const extra = await system('/api-system/server/report', tokenA, {
      server: 'magic-rpg',
      events: [{ id: 'x1', type: 'heartbeat', at: new Date(Date.now() - 1000).toISOString(), online: 999 }],
    });
    expect(extra.json()).toMatchObject({ server: 'hitech', accepted: 1 });
    const batch = await system('/api-system/server/report', tokenA, {
      events: [{ id: 'x2', type: 'heartbeat', at: new Date().toISOString(), online: 7, tps: 19.5 }],
    });
    expect(batch.json()).toMatchObject({ server: 'hitech', accepted: 1 });

    // Where the api connects is staff's to say: no game-server token sets a status address (blind SSRF).
    const address = await system('/api-system/server/status-address', tokenA, {
      statusAddress: '169.254.169.254:80',
    });
    expect(address.statusCode).toBe(404);

    const after = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json<{
      items: GameServer[];
    }>();
    expect(after.items.find((server) => server.slug === 'magic-rpg')).toEqual(magicBefore);
    expect(after.items.find((server) => server.slug === 'hitech')).toMatchObject({ online: 7, tps: 19.5 });

    // Admin-level system calls keep their own credential; a server token is not it.
    const redirects = await system('/api-system/redirects', tokenA, {}, 'GET');
    expect(redirects.statusCode).toBe(401);
    const staffCall = await t.app.inject({
      method: 'POST',
      url: '/api/staff/servers/rotate-token',
      headers: { 'x-server-token': tokenA },
      payload: { server: 'magic-rpg' },
    });
    expect(staffCall.statusCode).toBe(401);
  });

  it('checks the status address staff set: syntax, port range, no private IPs unless allowed', async () => {
    const set = (statusAddress: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/servers/status-address',
        headers: staff,
        payload: { server: 'hitech', statusAddress },
      });
    const saved = await set(' [2A00:1450:4001:81B::200E]:25570 ');
    expect(saved.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/staff/servers', headers: staff });
    expect(list.json<{ items: { slug: string; statusAddress: string | null }[] }>().items).toContainEqual(
      expect.objectContaining({ slug: 'hitech', statusAddress: '[2a00:1450:4001:81b::200e]:25570' }),
    );
    // This app leaves GAME_SERVER_PRIVATE_ADDRESSES off, as production does.
    const refusedAddresses = [
      'mc.example.org:65536',
      'mc.example.org/x',
      'http://mc.example.org',
      '127.0.0.1:25565',
      '[fe80::1]:1',
    ];
    for (const bad of refusedAddresses) {
      const refused = await set(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ details: { field: 'statusAddress' } });
    }
    expect((await set(null)).statusCode).toBe(200);
  });

  it('stops accepting a token once it is rotated', async () => {
    const old = tokens['magic-rpg'] ?? '';
    expect(
      (await system('/api-system/server/online', old, { server: 'magic-rpg', online: 3 })).statusCode,
    ).toBe(200);
    const fresh = (await rotate('magic-rpg', staff)).json<{ token: string }>().token;
    expect(fresh).not.toBe(old);
    expect(
      (await system('/api-system/server/online', old, { server: 'magic-rpg', online: 3 })).statusCode,
    ).toBe(401);
    expect(
      (await system('/api-system/server/online', fresh, { server: 'magic-rpg', online: 4 })).statusCode,
    ).toBe(200);
  });
});
