import type { AddressInfo, Server } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { chatText, pingServer } from './slpClient.js';
import { createSlpResponder, type ResponderStatus } from './slpResponder.js';
import { decodeVarInt, encodeVarInt } from './varint.js';

const status: ResponderStatus = {
  version: '1.12.2',
  protocol: 340,
  online: 42,
  max: 300,
  motd: 'Lodestone HiTech',
};
let server: Server | undefined;
/** The responder listens on loopback, which the client refuses unless allowed. */
const loopback = { allowPrivate: true };

async function listen(modern = true): Promise<string> {
  server = createSlpResponder({ status: () => status, modern });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(): Promise<void> {
  const running = server;
  server = undefined;
  if (running !== undefined) await new Promise((resolve) => running.close(resolve));
}

afterEach(stop);

describe('VarInt', () => {
  it('encodes as the protocol documents', () => {
    expect(encodeVarInt(0)).toEqual(Buffer.from([0x00]));
    expect(encodeVarInt(300)).toEqual(Buffer.from([0xac, 0x02]));
    expect(encodeVarInt(2147483647)).toEqual(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x07]));
    expect(encodeVarInt(-1)).toEqual(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f]));
    expect(decodeVarInt(Buffer.from([0xac, 0x02]))).toEqual({ value: 300, size: 2 });
    expect(decodeVarInt(Buffer.from([0xac]))).toBeNull();
  });
});

describe('Server List Ping over loopback', () => {
  it('reads online, max, version and MOTD with the modern ping and measures latency', async () => {
    const result = await pingServer(await listen(), loopback);
    expect(result).toMatchObject({
      online: 42,
      maxPlayers: 300,
      version: '1.12.2',
      motd: 'Lodestone HiTech',
      protocol: 'modern',
    });
    expect(result.latencyMs).toEqual(expect.any(Number));
  });

  it('falls back to the legacy 1.6 ping when the modern one is refused', async () => {
    const result = await pingServer(await listen(false), loopback);
    expect(result).toMatchObject({
      online: 42,
      maxPlayers: 300,
      version: '1.12.2',
      motd: 'Lodestone HiTech',
      protocol: 'legacy',
    });
  });

  it('fails for a port nobody answers', async () => {
    const address = await listen();
    await stop();
    await expect(pingServer(address, { ...loopback, timeoutMs: 500 })).rejects.toThrow();
  });

  it('flattens chat components and drops formatting codes', () => {
    expect(chatText({ text: '§aHi ', extra: [{ text: 'there' }, '§l!'] })).toBe('Hi there!');
  });
});
