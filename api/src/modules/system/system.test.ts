import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { ServerTokens } from '../gameStats/index.js';
import type { GameServer, GameServerList } from '../servers/index.js';

let t: TestApp;
let hitechToken = '';
beforeAll(async () => {
  t = await createTestApp();
  hitechToken = (await new ServerTokens(t.database.db, () => new Date()).rotate('hitech')) ?? '';
});
afterAll(async () => {
  await t.close();
});

function report(body: unknown, token: string | null = hitechToken) {
  return t.app.inject({
    method: 'POST',
    url: '/api-system/server/online',
    headers: token === null ? {} : { 'x-server-token': token },
    payload: body as Record<string, unknown>,
  });
}

describe('GET /api-system/status', () => {
  it('reports version, database and uptime', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api-system/status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: expect.any(String) as unknown,
      database: process.env.LODESTONE_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite',
      uptimeSeconds: expect.any(Number) as unknown,
    });
  });
});

describe('POST /api-system/server/online', () => {
  it('refuses a missing or wrong token with 401', async () => {
    for (const token of [null, 'wrong-token', 'test-system-token']) {
      const response = await report({ server: 'hitech', online: 1 }, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error_code: 4 });
    }
  });

  it('validates the body and the slug', async () => {
    const negative = await report({ server: 'hitech', online: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ details: { description: string } }>().details.description).toContain('online');
    expect((await report({ server: 'hitech' })).statusCode).toBe(400);
    const other = await report({ server: 'no-such-server', online: 3 });
    expect(other.statusCode).toBe(403);
  });

  it('keeps the daily record per UTC day and the all-time maximum', async () => {
    t.setNow(new Date('2030-05-01T10:00:00Z'));
    let server = (await report({ server: 'hitech', online: 40 })).json<GameServer>();
    // A new day: the record starts from this report, not from the seeded day.
    expect(server).toMatchObject({ online: 40, recordDay: 40, recordMax: 297, isOnline: true });

    server = (await report({ server: 'hitech', online: 120 })).json<GameServer>();
    expect(server).toMatchObject({ online: 120, recordDay: 120 });
    server = (await report({ server: 'hitech', online: 80 })).json<GameServer>();
    expect(server).toMatchObject({ online: 80, recordDay: 120, recordMax: 297 });

    server = (await report({ server: 'hitech', online: 350 })).json<GameServer>();
    expect(server).toMatchObject({ recordDay: 350, recordMax: 350 });

    t.setNow(new Date('2030-05-02T00:00:05Z'));
    server = (await report({ server: 'hitech', online: 30 })).json<GameServer>();
    expect(server).toMatchObject({ online: 30, recordDay: 30, recordMax: 350 });
  });

  it('shows a server that stopped reporting as offline with no players', async () => {
    t.setNow(new Date('2030-05-02T00:06:00Z'));
    const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json<GameServerList>();
    const hitech = list.items.find((item) => item.slug === 'hitech');
    expect(hitech).toMatchObject({ isOnline: false, online: 0, recordDay: 30, recordMax: 350 });
    t.setNow(new Date('2030-05-03T12:00:00Z'));
    const later = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json<GameServerList>();
    expect(later.items.find((item) => item.slug === 'hitech')?.recordDay).toBe(0);
    t.setNow(undefined);
  });
});
