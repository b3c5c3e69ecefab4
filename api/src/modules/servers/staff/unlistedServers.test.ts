import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../../testing/createTestApp.js';
import { signIn } from '../../../testing/signIn.js';

// What hiding and retiring a server means beyond the site's lists: the store sells nothing there
// (even to a page opened before), the launcher no longer offers its client, and a ban "on every
// server" leaves a retired one out.
let t: TestApp;
let admin: Record<string, string>;
let steve: Record<string, string>;
const SERVER = 'hitech';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
  steve = await signIn(t.app, 'steve');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const send = (method: 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method, url, headers: { ...headers, 'x-idempotency-key': randomUUID() }, payload });

interface StoreRoles {
  servers: { slug: string }[];
  roles: { id: number }[];
}
const launcherSlugs = async () =>
  (await get('/api-launcher/clients'))
    .json<{ items: { serverSlug: string }[] }>()
    .items.map((item) => item.serverSlug);

describe('a server staff hide or retire', () => {
  it('sells nothing while hidden, and its client leaves the launcher', async () => {
    const before = (await get(`/api/store/roles?server=${SERVER}`, steve)).json<StoreRoles>();
    const roleId = before.roles[0]?.id ?? 0;
    expect(before.servers.map((server) => server.slug)).toContain(SERVER);
    expect(await launcherSlugs()).toContain(SERVER);

    const hidden = await send('PATCH', `/api/staff/game-servers/${SERVER}`, admin, { visible: false });
    expect(hidden.statusCode).toBe(200);

    const store = (await get('/api/store/roles', steve)).json<StoreRoles>();
    expect(store.servers.map((server) => server.slug)).not.toContain(SERVER);
    expect((await get(`/api/store/roles?server=${SERVER}`, steve)).statusCode).toBe(404);
    // A store page opened before staff hid the server still cannot buy there.
    const bought = await send('POST', '/api/store/buy', steve, { roleId, period: 'month', mode: 'extend' });
    expect(bought.statusCode).toBe(404);
    expect(await launcherSlugs()).not.toContain(SERVER);

    await send('PATCH', `/api/staff/game-servers/${SERVER}`, admin, { visible: true });
    expect((await get(`/api/store/roles?server=${SERVER}`, steve)).statusCode).toBe(200);
    expect(await launcherSlugs()).toContain(SERVER);
  });

  it('leaves a retired server out of a ban on every server, and refuses one named for it', async () => {
    expect((await send('POST', `/api/staff/game-servers/${SERVER}/retire`, admin, {})).statusCode).toBe(200);
    const banSteve = (server: string | null) =>
      send('POST', '/api/staff/game-bans', admin, { player: 'steve', server, reason: 'griefing', days: 1 });
    const everywhere = await banSteve(null);
    expect(everywhere.statusCode).toBe(200);
    const servers = everywhere
      .json<{ bans: { server: { slug: string } }[] }>()
      .bans.map((ban) => ban.server.slug);
    expect(servers.length).toBeGreaterThan(0);
    expect(servers).not.toContain(SERVER);
    const named = await banSteve(SERVER);
    expect(named.statusCode).toBe(404);
  });
});
