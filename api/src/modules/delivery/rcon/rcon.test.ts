import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RconClient } from './RconClient.js';
import { decodePackets, encodePacket, RCON_TYPE } from './rconPacket.js';
import { createRconServer } from './rconServer.js';

describe('RCON framing', () => {
  it('encodes the length, id, type, body and two NULs in little endian', () => {
    const bytes = encodePacket({ id: 7, type: RCON_TYPE.command, body: 'list' });
    expect([...bytes]).toEqual([14, 0, 0, 0, 7, 0, 0, 0, 2, 0, 0, 0, 0x6c, 0x69, 0x73, 0x74, 0, 0]);
  });

  it('decodes packets split and joined across reads', () => {
    const joined = Buffer.concat([
      encodePacket({ id: 1, type: 0, body: 'first' }),
      encodePacket({ id: 2, type: 0, body: 'second' }),
    ]);
    const head = decodePackets(joined.subarray(0, 20));
    expect(head.packets).toEqual([{ id: 1, type: 0, body: 'first' }]);
    const tail = decodePackets(Buffer.concat([head.rest, joined.subarray(20)]));
    expect(tail.packets).toEqual([{ id: 2, type: 0, body: 'second' }]);
    expect(tail.rest.length).toBe(0);
  });

  it('refuses an impossible length instead of waiting for it', () => {
    const bad = Buffer.alloc(12);
    bad.writeInt32LE(3, 0);
    expect(() => decodePackets(bad)).toThrow(/impossible length/);
  });
});

describe('RconClient against the in-repo server on loopback', () => {
  const server = createRconServer({
    password: 'secret',
    fragment: 10,
    execute: (command) => (command === 'long' ? 'x'.repeat(35) : `ran: ${command}`),
  });
  let port = 0;
  beforeAll(async () => {
    port = await server.listen();
  });
  afterAll(() => server.close());

  it('authenticates, runs commands in order and joins a fragmented answer', async () => {
    const client = await RconClient.connect({ host: '127.0.0.1', port, password: 'secret' });
    expect(await client.command('lp user Steve parent add vip')).toBe('ran: lp user Steve parent add vip');
    expect(await client.command('long')).toBe('x'.repeat(35));
    expect(await client.command('eco give Steve 5')).toBe('ran: eco give Steve 5');
    client.close();
    expect(server.executed).toEqual(['lp user Steve parent add vip', 'long', 'eco give Steve 5']);
  });

  it('rejects a wrong password', async () => {
    await expect(RconClient.connect({ host: '127.0.0.1', port, password: 'nope' })).rejects.toThrow(
      /authentication failed/,
    );
  });
});
