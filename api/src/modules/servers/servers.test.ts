import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import type { LauncherClientList } from '../launcher/index.js';
import type { GameServerList } from './servers.schemas.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/servers', () => {
  it('lists the four servers with their documents and the total online', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/servers' });
    expect(response.statusCode).toBe(200);
    const body = response.json<GameServerList>();
    expect(body.items).toHaveLength(4);
    expect(body.items[0]).toMatchObject({
      slug: 'techno-magic-rpg',
      name: 'TechnoMagic RPG',
      gameVersion: '1.12.2',
      pvpMode: 'mixed',
      isOnline: true,
      documentSlug: 'techno-magic-rpg',
    });
    expect(body.totalOnline).toBe(214 + 131 + 87 + 163);
  });
});

describe('GET /api-launcher/clients', () => {
  it('gives one client per server with a stable uuid', async () => {
    const first = (
      await t.app.inject({ method: 'GET', url: '/api-launcher/clients' })
    ).json<LauncherClientList>();
    const second = (
      await t.app.inject({ method: 'GET', url: '/api-launcher/clients' })
    ).json<LauncherClientList>();
    expect(first.items).toHaveLength(4);
    expect(first).toEqual(second);
    const uuids = new Set(first.items.map((client) => client.uuid));
    expect(uuids.size).toBe(4);
    for (const client of first.items) {
      expect(client.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(first.items[1]).toMatchObject({ serverSlug: 'hitech', name: 'HiTech', gameVersion: '1.7.10' });
  });
});
