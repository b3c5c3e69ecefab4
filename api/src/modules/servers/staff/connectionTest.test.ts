import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createRconServer } from '../../delivery/testing/index.js';
import type { RconTargetRow } from '../../delivery/index.js';
import type { NameResolver } from '../ping/pingTarget.js';
import { createSlpResponder } from '../ping/slpResponder.js';
import { testPing, testRcon } from './connectionTest.js';

const rcon = createRconServer({ password: 'secret' });
const slp = createSlpResponder({
  status: () => ({ version: 'Paper 1.20.4', protocol: 765, online: 3, max: 50, motd: 'Hi' }),
});
// Accepts and never answers: a firewall that drops, or a server stuck in a long tick.
const held = new Set<Socket>();
const silent = createServer((socket) => {
  held.add(socket);
  socket.on('error', () => undefined);
});
let rconPort = 0;
let slpPort = 0;
let silentPort = 0;
// A port that was just free: nothing listens there.
let closedPort = 0;

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  rconPort = await rcon.listen();
  slpPort = await listen(slp);
  silentPort = await listen(silent);
  const probe = createServer();
  closedPort = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
});
afterAll(async () => {
  await rcon.close();
  for (const socket of held) socket.destroy();
  for (const server of [slp, silent]) await new Promise((resolve) => server.close(resolve));
});

const local = { allowPrivate: true, pingTimeoutMs: 500 };
const target = (port: number, password = 'secret'): RconTargetRow => ({
  serverId: 1,
  host: '127.0.0.1',
  port,
  password,
  timeoutMs: 500,
  maxAttempts: 3,
});
const noSuchName: NameResolver = {
  resolveSrv: () => Promise.reject(Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' })),
  lookup: (host) =>
    Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' })),
};
const loopbackName: NameResolver = {
  resolveSrv: () => Promise.resolve([]),
  lookup: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
};

describe('the connection test pings the status address', () => {
  it('reports the version and online a Server List Ping answers', async () => {
    expect(await testPing(`127.0.0.1:${slpPort}`, local)).toMatchObject({
      outcome: 'ok',
      version: 'Paper 1.20.4',
      online: 3,
      maxPlayers: 50,
    });
  });

  it('says refused, timeout, DNS, private or not set, with the reason', async () => {
    expect((await testPing(`127.0.0.1:${closedPort}`, local)).outcome).toBe('refused');
    expect((await testPing(`127.0.0.1:${silentPort}`, local)).outcome).toBe('timeout');
    const dns = await testPing('mc.example.invalid:25565', { ...local, resolver: noSuchName });
    expect(dns.outcome).toBe('dns');
    expect(dns.detail).toContain('ENOTFOUND');
    expect((await testPing(`127.0.0.1:${slpPort}`, { allowPrivate: false })).outcome).toBe('private');
    expect((await testPing(null, local)).outcome).toBe('notSet');
  });
});

describe('the connection test opens RCON without running a command', () => {
  it('authenticates with the right password and runs nothing', async () => {
    expect(await testRcon(target(rconPort), local)).toEqual({ outcome: 'ok', detail: null });
    expect(rcon.executed).toEqual([]);
  });

  it('says wrong password, refused, timeout, DNS, private or not set', async () => {
    expect((await testRcon(target(rconPort, 'wrong'), local)).outcome).toBe('wrongPassword');
    expect((await testRcon(target(closedPort), local)).outcome).toBe('refused');
    expect((await testRcon(target(silentPort), local)).outcome).toBe('timeout');
    const named = { ...target(rconPort), host: 'rcon.example.invalid' };
    expect((await testRcon(named, { ...local, resolver: noSuchName })).outcome).toBe('dns');
    // A name that resolves to loopback is refused like the IP itself when private addresses are off.
    expect((await testRcon(named, { allowPrivate: false, resolver: loopbackName })).outcome).toBe('private');
    expect((await testRcon(target(rconPort), { allowPrivate: false })).outcome).toBe('private');
    expect((await testRcon(undefined, local)).outcome).toBe('notSet');
  });
});
