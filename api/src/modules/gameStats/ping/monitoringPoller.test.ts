import type { AddressInfo, Server } from 'node:net';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { gameServers } from '../../../db/schema/servers.js';
import { createTestApp, type TestApp } from '../../../testing/createTestApp.js';
import { startReferenceServer } from '../../../testing/referenceGameServer.js';
import type { GameServer, NameResolver } from '../../servers/index.js';
import { createSlpResponder } from '../../servers/testing/index.js';
import { FAILURE_LOG_EVERY_MS, MonitoringPoller } from './monitoringPoller.js';

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

async function setAddress(statusAddress: string): Promise<void> {
  await t.database.db.update(gameServers).set({ statusAddress }).where(eq(gameServers.slug, 'magic-rpg'));
}

async function magic(): Promise<GameServer | undefined> {
  t.setNow(now);
  const list = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json<{ items: GameServer[] }>();
  return list.items.find((server) => server.slug === 'magic-rpg');
}

describe('MonitoringPoller', () => {
  const poller = () => new MonitoringPoller({ db: t.database.db, clock: () => now, allowPrivate: true });

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
    expect(await magic()).toMatchObject({ isOnline: false, online: 0, version: '1.12.2' });
  });

  it('shows the version and MOTD the server answers (minecraft-protocol, found by SRV); the catalogue version once it is down', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const reference = await startReferenceServer((response) => ({
      ...response,
      version: { name: 'Paper 1.20.4', protocol: 765 },
      players: { max: 120, online: 5 },
      description: { text: 'Magic ', color: 'dark_purple', extra: [{ text: xss, bold: true }] },
    }));
    const resolver: NameResolver = {
      resolveSrv: (name) =>
        Promise.resolve(
          name === '_minecraft._tcp.magic.lodestone.test'
            ? [{ name: 'mc.lodestone.test', port: reference.port, priority: 0, weight: 0 }]
            : [],
        ),
      lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
    };
    try {
      await setAddress('magic.lodestone.test');
      now = new Date(now.getTime() + 15_000);
      await new MonitoringPoller({
        db: t.database.db,
        clock: () => now,
        allowPrivate: true,
        resolver,
      }).pollOnce();
      const shown = await magic();
      expect(shown).toMatchObject({
        isOnline: true,
        gameVersion: '1.12.2',
        version: 'Paper 1.20.4',
        motd: `Magic ${xss}`,
      });
      expect(shown?.motdSegments).toEqual([
        {
          text: 'Magic ',
          color: '#aa00aa',
          bold: false,
          italic: false,
          underlined: false,
          strikethrough: false,
          obfuscated: false,
        },
        {
          text: xss,
          color: '#aa00aa',
          bold: true,
          italic: false,
          underlined: false,
          strikethrough: false,
          obfuscated: false,
        },
      ]);
    } finally {
      await reference.close();
    }
    now = new Date(now.getTime() + 10 * 60_000);
    expect(await magic()).toMatchObject({ isOnline: false, version: '1.12.2', pingVersion: 'Paper 1.20.4' });
  });

  it('refuses a loopback status address unless private addresses are allowed', async () => {
    await setAddress(`127.0.0.1:${(responder.address() as AddressInfo).port}`);
    now = new Date(now.getTime() + 15_000);
    const lines: Record<string, unknown>[] = [];
    const strict = new MonitoringPoller({
      db: t.database.db,
      clock: () => now,
      log: (_message, details) => lines.push(details),
    });
    await strict.pollOnce();
    expect(await magic()).toMatchObject({ isOnline: false });
    expect(lines).toHaveLength(1);
    expect(String(lines[0]?.reason)).toMatch(/loopback/);
  });

  it('logs a failing ping with its reason, then at most once per interval per server, and its recovery', async () => {
    await setAddress('127.0.0.1:1');
    const lines: [string, Record<string, unknown>][] = [];
    const logged = new MonitoringPoller({
      db: t.database.db,
      clock: () => now,
      allowPrivate: true,
      log: (message, details) => lines.push([message, details]),
    });
    for (let poll = 0; poll < 5; poll += 1) {
      now = new Date(now.getTime() + 15_000);
      await logged.pollOnce();
    }
    expect(lines).toEqual([
      ['server list ping failed', expect.objectContaining({ server: 'magic-rpg', address: '127.0.0.1:1' })],
    ]);
    expect(String(lines[0]?.[1].reason)).toMatch(/ECONNREFUSED|Closed/);
    now = new Date(now.getTime() + FAILURE_LOG_EVERY_MS);
    await logged.pollOnce();
    expect(lines[1]?.[1]).toMatchObject({ server: 'magic-rpg', failuresSinceLastLog: 4 });
    await setAddress(`127.0.0.1:${(responder.address() as AddressInfo).port}`);
    await logged.pollOnce();
    expect(lines[2]).toEqual(['server list ping answers again', { server: 'magic-rpg' }]);
  });
});
