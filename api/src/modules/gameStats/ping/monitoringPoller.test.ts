import type { AddressInfo, Server } from 'node:net';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gameServers } from '../../../db/schema/servers.js';
import { createTestApp, type TestApp } from '../../../testing/createTestApp.js';
import type { GameServer } from '../../servers/servers.schemas.js';
import { MonitoringPoller } from './monitoringPoller.js';
import { createSlpResponder } from './slpResponder.js';

let t: TestApp;
let responder: Server;
let online = 17;
let now = new Date('2032-03-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  responder = createSlpResponder({
    status: () => ({ version: 'Forge 1.12.2', protocol: 340, online, max: 120, motd: 'Magic RPG: wipe!' }),
  });
  await new Promise<void>((resolve) => responder.listen(0, '127.0.0.1', resolve));
  const address = `127.0.0.1:${(responder.address() as AddressInfo).port}`;
  await t.database.db
    .update(gameServers)
    .set({ statusAddress: address, lastPluginAt: null })
    .where(eq(gameServers.slug, 'magic-rpg'));
});
afterAll(async () => {
  await new Promise((resolve) => responder.close(resolve));
  await t.close();
});

async function magic(): Promise<GameServer | undefined> {
  t.setNow(now);
  const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json<{ items: GameServer[] }>();
  return list.items.find((server) => server.slug === 'magic-rpg');
}

describe('MonitoringPoller', () => {
  const poller = () => new MonitoringPoller({ db: t.database.db, clock: () => now, intervalSeconds: 15 });

  it('fills online, max, MOTD and records of a server without a plugin from Server List Ping', async () => {
    await poller().pollOnce();
    expect(await magic()).toMatchObject({
      online: 17,
      maxPlayers: 120,
      motd: 'Magic RPG: wipe!',
      isOnline: true,
      recordDay: 17,
    });
  });

  it('leaves the online to a reporting plugin and only refreshes the MOTD', async () => {
    await t.database.db
      .update(gameServers)
      .set({ lastPluginAt: now })
      .where(eq(gameServers.slug, 'magic-rpg'));
    online = 99;
    now = new Date(now.getTime() + 15_000);
    await poller().pollOnce();
    expect(await magic()).toMatchObject({ online: 17, recordDay: 17 });
  });

  it('shows a server that neither reports nor answers as offline', async () => {
    await t.database.db
      .update(gameServers)
      .set({ statusAddress: '127.0.0.1:1' })
      .where(eq(gameServers.slug, 'magic-rpg'));
    now = new Date(now.getTime() + 10 * 60_000);
    await poller().pollOnce();
    expect(await magic()).toMatchObject({ isOnline: false, online: 0 });
  });
});
