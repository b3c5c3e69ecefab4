import { Socket, type AddressInfo, type Server } from 'node:net';

import { ping, type NewPingResult } from 'minecraft-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startReferenceServer, type ReferenceServer } from '../../../testing/referenceGameServer.js';
import type { NameResolver } from './pingTarget.js';
import { pingServer } from './slpClient.js';
import { createSlpResponder, type ResponderStatus } from './slpResponder.js';

// Our Server List Ping client and responder against minecraft-protocol (PrismarineJS), written by
// others from the same protocol: a shared misreading of the protocol would not pass both ways.

const status: ResponderStatus = {
  version: 'Lodestone 1.20.4',
  protocol: 765,
  online: 42,
  max: 300,
  motd: '§6Lodestone §lHiTech',
  description: { text: 'Lodestone ', color: 'gold', extra: [{ text: 'HiTech', bold: true }] },
};
const loopback = { allowPrivate: true, timeoutMs: 2000 };
let ours: Server;
let oursPort: number;
let reference: ReferenceServer;

beforeAll(async () => {
  ours = createSlpResponder({ status: () => status });
  await new Promise<void>((resolve) => ours.listen(0, '127.0.0.1', resolve));
  oursPort = (ours.address() as AddressInfo).port;
  reference = await startReferenceServer((response) => ({
    ...response,
    version: { name: 'Paper 1.20.4', protocol: 765 },
    players: { max: 500, online: 123 },
    description: { text: '', extra: [{ text: 'Wipe ', color: 'red' }, '§a<b>today</b>'] },
  }));
});
afterAll(async () => {
  await new Promise((resolve) => ours.close(resolve));
  await reference.close();
});

/** Sends raw bytes and reads one legacy kick packet back (0xFF, length in characters, UTF-16BE text). */
function legacyKick(port: number, bytes: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let answer = Buffer.alloc(0);
    socket.setTimeout(2000, () => socket.destroy(new Error('Timed out')));
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      if (answer.length >= 3 && answer.length >= 3 + answer.readUInt16BE(1) * 2) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.connect(port, '127.0.0.1', () => socket.write(bytes));
  });
}

describe('Server List Ping against minecraft-protocol', () => {
  it("minecraft-protocol's ping() reads our responder: version, players and the chat-component MOTD", async () => {
    const answer = (await ping({ host: '127.0.0.1', port: oursPort, version: '1.20.4' })) as NewPingResult;
    expect(answer.version).toEqual({ name: 'Lodestone 1.20.4', protocol: 765 });
    expect(answer.players).toMatchObject({ online: 42, max: 300 });
    expect(answer.description).toEqual(status.description);
    expect(answer.latency).toEqual(expect.any(Number));
  });

  it("our client reads minecraft-protocol's server answering a custom version and MOTD (beforePing)", async () => {
    const result = await pingServer(`127.0.0.1:${reference.port}`, loopback);
    expect(result).toMatchObject({
      version: 'Paper 1.20.4',
      online: 123,
      maxPlayers: 500,
      protocol: 'modern',
    });
    expect(result.motd).toBe('Wipe <b>today</b>');
    expect(result.motdSegments).toEqual([
      expect.objectContaining({ text: 'Wipe ', color: '#ff5555' }),
      expect.objectContaining({ text: '<b>today</b>', color: '#55ff55' }),
    ]);
  });

  it('a bare FE (beta ping) gets the same §-separated answer from our responder as from minecraft-protocol', async () => {
    const plain = { ...status, motd: 'Lodestone', online: 7, max: 20 };
    const beta = createSlpResponder({ status: () => plain });
    await new Promise<void>((resolve) => beta.listen(0, '127.0.0.1', resolve));
    const mine = await legacyKick((beta.address() as AddressInfo).port, Buffer.from([0xfe]));
    await new Promise((resolve) => beta.close(resolve));
    const theirs = await startReferenceServer((response) => response);
    theirs.server.motd = 'Lodestone';
    theirs.server.maxPlayers = 20;
    theirs.server.playerCount = 7;
    const expected = await legacyKick(theirs.port, Buffer.from([0xfe]));
    await theirs.close();
    expect(Buffer.from(expected.subarray(3)).swap16().toString('utf16le')).toBe('Lodestone§7§20');
    expect(mine).toEqual(expected);
  });

  it('finds the server through its _minecraft._tcp SRV record, and falls back to the host without one', async () => {
    const asked: string[] = [];
    const resolver: NameResolver = {
      resolveSrv: (name) => {
        asked.push(name);
        if (name !== '_minecraft._tcp.play.lodestone.test')
          return Promise.reject(Object.assign(new Error('queryNotFound'), { code: 'ENOTFOUND' }));
        return Promise.resolve([
          { name: 'backup.lodestone.test', port: 1, priority: 20, weight: 100 },
          { name: 'mc.lodestone.test.', port: reference.port, priority: 10, weight: 5 },
        ]);
      },
      lookup: (host) =>
        host === 'mc.lodestone.test' || host === 'bare.lodestone.test'
          ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
          : Promise.reject(new Error(`unexpected lookup of ${host}`)),
    };
    const viaSrv = await pingServer('play.lodestone.test', { ...loopback, resolver });
    expect(viaSrv.version).toBe('Paper 1.20.4');
    // No SRV record: the host itself on the address's port.
    const direct = await pingServer(`bare.lodestone.test:${reference.port}`, { ...loopback, resolver });
    expect(direct.version).toBe('Paper 1.20.4');
    // An explicit port skips SRV, as the game's client does.
    expect(asked).toEqual(['_minecraft._tcp.play.lodestone.test']);
    // A name that resolves to loopback is refused unless allowed.
    await expect(pingServer('play.lodestone.test', { resolver })).rejects.toThrow(/loopback/);
  });

  it('pings an IPv6 address written as [::1]:port', async () => {
    const six = await startReferenceServer((response) => response, '::1');
    try {
      const result = await pingServer(`[::1]:${six.port}`, loopback);
      expect(result.motd).toBe('minecraft-protocol');
    } finally {
      await six.close();
    }
  });
});
