import type { AddressInfo } from 'node:net';

import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { auditEntries } from '../../../db/schema/audit.js';
import { gameServers } from '../../../db/schema/servers.js';
import { createTestApp, type TestApp } from '../../../testing/createTestApp.js';
import { signIn } from '../../../testing/signIn.js';
import { createRconServer } from '../../delivery/testing/index.js';
import { RconTargets } from '../../delivery/index.js';
import { createSlpResponder } from '../ping/slpResponder.js';
import { StaffGameServers } from './staffGameServers.service.js';

let t: TestApp;
let admin: Record<string, string>;
let steve: Record<string, string>;
const rcon = createRconServer({ password: 'rcon-secret-1' });
const slp = createSlpResponder({
  status: () => ({ version: 'Paper 1.21.1', protocol: 767, online: 4, max: 40, motd: 'New' }),
});
let rconPort = 0;
let slpPort = 0;

beforeAll(async () => {
  // Loopback addresses are allowed here, as in development: the stand-ins listen on 127.0.0.1.
  t = await createTestApp({ config: { gameServerPrivateAddresses: true } });
  admin = await signIn(t.app, 'admin');
  steve = await signIn(t.app, 'steve');
  rconPort = await rcon.listen();
  await new Promise<void>((resolve) => slp.listen(0, '127.0.0.1', resolve));
  slpPort = (slp.address() as AddressInfo).port;
});
afterAll(async () => {
  await rcon.close();
  await new Promise((resolve) => slp.close(resolve));
  await t.close();
});

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': 'ru' },
    ...(payload ? { payload } : {}),
  });

interface Entry {
  slug: string;
  visible: boolean;
  retiredAt: string | null;
  hasToken: boolean;
  rcon: { host: string; port: number; passwordSet: boolean } | null;
}
const staffList = async () =>
  (await call(admin, 'GET', '/api/staff/game-servers')).json<{ items: Entry[] }>().items;
const publicSlugs = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/servers' }))
    .json<{ items: { slug: string }[] }>()
    .items.map((server) => server.slug);
const actions = async (target: string) =>
  (await t.database.db.select().from(auditEntries).where(eq(auditEntries.target, target))).map(
    (entry) => entry.action,
  );

const sky = {
  slug: 'sky-block',
  name: 'Sky Block',
  gameVersion: '1.21.1',
  address: 'sky.example.org',
  statusAddress: null,
};

describe('staff manage game servers (web.servers.manage)', () => {
  it('lets only staff with the permission list or add servers', async () => {
    expect((await call({}, 'GET', '/api/staff/game-servers')).statusCode).toBe(401);
    expect((await call(steve, 'GET', '/api/staff/game-servers')).statusCode).toBe(403);
    expect((await call(steve, 'POST', '/api/staff/game-servers', sky)).statusCode).toBe(403);
    expect((await call(steve, 'POST', '/api/staff/game-servers/hitech/test')).statusCode).toBe(403);
  });

  it('adds a server the site then lists, audited; a taken slug or name is a translated 409', async () => {
    const created = await call(admin, 'POST', '/api/staff/game-servers', sky);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ slug: 'sky-block', visible: true, retiredAt: null, rcon: null });
    expect(await publicSlugs()).toContain('sky-block');
    expect(await actions('server:sky-block')).toEqual(['servers.create']);

    const again = await call(admin, 'POST', '/api/staff/game-servers', { ...sky, name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ details: { description: string } }>().details.description).toMatch(/уже есть/);
    const sameName = await call(admin, 'POST', '/api/staff/game-servers', { ...sky, slug: 'sky-2' });
    expect(sameName.statusCode).toBe(409);
  });

  it('refuses bad input with a 400, never a 500', async () => {
    const bad = [
      { ...sky, slug: 'Not A Slug' },
      { ...sky, slug: 'x1', name: 'X1', address: 'bad address/' },
      { ...sky, slug: 'x2', name: 'X2', statusAddress: 'host:99999' },
      { ...sky, slug: 'x3', name: 'X3', maxPlayers: 0 },
      { ...sky, slug: 'x4', name: '' },
    ];
    for (const payload of bad) {
      const response = await call(admin, 'POST', '/api/staff/game-servers', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const badRcon = await call(admin, 'PUT', '/api/staff/game-servers/sky-block/rcon', {
      host: 'sky.example.org:25575',
      port: 25575,
      password: 'x',
      timeoutMs: 5000,
      maxAttempts: 3,
    });
    expect(badRcon.statusCode).toBe(400);
    expect((await call(admin, 'PATCH', '/api/staff/game-servers/nope', { visible: false })).statusCode).toBe(
      404,
    );
  });

  it('hides and shows a server: the site leaves it out while hidden; plugins still find it', async () => {
    const hidden = await call(admin, 'PATCH', '/api/staff/game-servers/sky-block', { visible: false });
    expect(hidden.json()).toMatchObject({ visible: false });
    expect(await publicSlugs()).not.toContain('sky-block');
    expect((await staffList()).map((server) => server.slug)).toContain('sky-block');
    await call(admin, 'PATCH', '/api/staff/game-servers/sky-block', { visible: true });
    expect(await publicSlugs()).toContain('sky-block');
    expect(await actions('server:sky-block')).toEqual(['servers.create', 'servers.hide', 'servers.show']);
  });

  it('orders servers: the site lists them in the order given', async () => {
    const before = await publicSlugs();
    const wanted = ['sky-block', ...before.filter((slug) => slug !== 'sky-block').reverse()];
    const ordered = await call(admin, 'POST', '/api/staff/game-servers/order', { slugs: wanted });
    expect(ordered.statusCode).toBe(200);
    expect(await publicSlugs()).toEqual(wanted);
    const twice = await call(admin, 'POST', '/api/staff/game-servers/order', { slugs: ['hitech', 'hitech'] });
    expect(twice.statusCode).toBe(400);
  });

  it('keeps the RCON password write-only: shown as set, never returned or audited', async () => {
    const url = '/api/staff/game-servers/sky-block/rcon';
    const target = { host: '127.0.0.1', port: rconPort, timeoutMs: 1000, maxAttempts: 3 };
    // A first target needs its password.
    expect((await call(admin, 'PUT', url, target)).statusCode).toBe(400);
    const saved = await call(admin, 'PUT', url, { ...target, password: 'rcon-secret-1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ rcon: { host: '127.0.0.1', port: rconPort, passwordSet: true } });
    // Left out, the password is kept.
    expect((await call(admin, 'PUT', url, { ...target, maxAttempts: 5 })).statusCode).toBe(200);
    const listed = await call(admin, 'GET', '/api/staff/game-servers');
    expect(listed.body).not.toContain('rcon-secret-1');
    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(like(auditEntries.action, 'servers.rcon%'));
    expect(audit.length).toBe(2);
    expect(JSON.stringify(audit)).not.toContain('rcon-secret-1');
  });

  it('tests the connection: the ping answer and an RCON login, with the failure in words', async () => {
    await call(admin, 'PATCH', '/api/staff/game-servers/sky-block', {
      statusAddress: `127.0.0.1:${slpPort}`,
    });
    const ok = await call(admin, 'POST', '/api/staff/game-servers/sky-block/test');
    expect(ok.json()).toMatchObject({
      ping: { outcome: 'ok', version: 'Paper 1.21.1', online: 4, maxPlayers: 40 },
      rcon: { outcome: 'ok' },
    });
    expect(rcon.executed).toEqual([]);
    await call(admin, 'PUT', '/api/staff/game-servers/sky-block/rcon', {
      host: '127.0.0.1',
      port: rconPort,
      password: 'wrong',
      timeoutMs: 1000,
      maxAttempts: 3,
    });
    const wrong = await call(admin, 'POST', '/api/staff/game-servers/sky-block/test');
    expect(wrong.json()).toMatchObject({ rcon: { outcome: 'wrongPassword' } });
  });

  it('refuses private RCON and status addresses when GAME_SERVER_PRIVATE_ADDRESSES is off', async () => {
    const strict = new StaffGameServers({
      db: t.database.db,
      rconTargets: new RconTargets(t.database.db),
      audit: { record: () => Promise.resolve() } as never,
      clock: () => new Date(),
      allowPrivate: false,
    });
    const actor = { userId: null, login: null, ip: null };
    const rconChange = { host: '10.0.0.5', port: 25575, password: 'x', timeoutMs: 1000, maxAttempts: 3 };
    await expect(strict.setRcon(actor, 'sky-block', rconChange)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      extra: { field: 'host' },
    });
    await expect(
      strict.update(actor, 'sky-block', { statusAddress: '127.0.0.1:25565' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      extra: { field: 'statusAddress' },
    });
  });

  it('retires a server: off the site, its token revoked, its row and history kept; no more edits', async () => {
    await t.database.db.update(gameServers).set({ tokenHash: 'x' }).where(eq(gameServers.slug, 'sky-block'));
    const retired = await call(admin, 'POST', '/api/staff/game-servers/sky-block/retire');
    expect(retired.statusCode).toBe(200);
    expect(retired.json()).toMatchObject({ visible: false, hasToken: false });
    expect(retired.json<Entry>().retiredAt).not.toBeNull();
    expect(await publicSlugs()).not.toContain('sky-block');
    expect((await staffList()).find((server) => server.slug === 'sky-block')?.retiredAt).not.toBeNull();
    const edit = await call(admin, 'PATCH', '/api/staff/game-servers/sky-block', { visible: true });
    expect(edit.statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/staff/game-servers/sky-block/retire')).statusCode).toBe(409);
    expect(await actions('server:sky-block')).toContain('servers.retire');
  });
});
