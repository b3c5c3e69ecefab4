import net from 'node:net';

import { Rcon } from 'rcon-client';
import { afterEach, describe, expect, it } from 'vitest';

import { RconClient, RconError } from './RconClient.js';
import { decodePackets, encodePacket, RCON_TYPE, type RconPacket } from './rconPacket.js';
import { createRconServer, type RconServerOptions } from './rconServer.js';

const started: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.close()));
});

async function serve(options: Partial<RconServerOptions> = {}) {
  const server = createRconServer({ password: 'secret', ...options });
  started.push(server);
  return { server, port: await server.listen() };
}

/** A raw socket: writes bytes as given and reads whole packets, to test the server below any client. */
async function rawPeer(port: number) {
  const socket = net.createConnection({ host: '127.0.0.1', port });
  socket.setNoDelay(true);
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let buffer: Buffer = Buffer.alloc(0);
  const packets: RconPacket[] = [];
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    const decoded = decodePackets(buffer);
    buffer = decoded.rest;
    packets.push(...decoded.packets);
  });
  return {
    socket,
    async received(count: number): Promise<RconPacket[]> {
      await expect.poll(() => packets.length, { timeout: 2000 }).toBeGreaterThanOrEqual(count);
      return packets.slice(0, count);
    },
  };
}

describe('the test RCON server follows the Source RCON specification', () => {
  it('reads several packets from one read and answers them in order', async () => {
    const { server, port } = await serve();
    const peer = await rawPeer(port);
    peer.socket.write(
      Buffer.concat([
        encodePacket({ id: 1, type: RCON_TYPE.auth, body: 'secret' }),
        encodePacket({ id: 2, type: RCON_TYPE.command, body: 'list' }),
        encodePacket({ id: 3, type: RCON_TYPE.command, body: 'eco give Steve 5' }),
      ]),
    );
    expect(await peer.received(3)).toEqual([
      { id: 1, type: RCON_TYPE.authResponse, body: '' },
      { id: 2, type: RCON_TYPE.response, body: 'ran: list' },
      { id: 3, type: RCON_TYPE.response, body: 'ran: eco give Steve 5' },
    ]);
    expect(server.timesRun('eco give Steve 5')).toBe(1);
    peer.socket.destroy();
  });

  it('reads one packet written over several reads', async () => {
    const { server, port } = await serve();
    const peer = await rawPeer(port);
    const bytes = Buffer.concat([
      encodePacket({ id: 7, type: RCON_TYPE.auth, body: 'secret' }),
      encodePacket({ id: 8, type: RCON_TYPE.command, body: 'say hi' }),
    ]);
    for (const byte of bytes) {
      peer.socket.write(Buffer.from([byte]));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await peer.received(2)).toEqual([
      { id: 7, type: RCON_TYPE.authResponse, body: '' },
      { id: 8, type: RCON_TYPE.response, body: 'ran: say hi' },
    ]);
    expect(server.timesRun('say hi')).toBe(1);
    peer.socket.destroy();
  });

  it('answers a wrong password with id -1 and runs nothing for that connection', async () => {
    const { server, port } = await serve();
    const peer = await rawPeer(port);
    peer.socket.write(
      Buffer.concat([
        encodePacket({ id: 5, type: RCON_TYPE.auth, body: 'wrong' }),
        encodePacket({ id: 6, type: RCON_TYPE.command, body: 'op Steve' }),
      ]),
    );
    const [auth, refused] = await peer.received(2);
    expect(auth).toEqual({ id: -1, type: RCON_TYPE.authResponse, body: '' });
    expect(refused?.id).toBe(-1);
    expect(server.executed).toEqual([]);
    peer.socket.destroy();
  });

  it('speaks to an independent client (rcon-client 4.2.5): answers, and refuses a wrong password', async () => {
    const { server, port } = await serve();
    const rcon = await Rcon.connect({ host: '127.0.0.1', port, password: 'secret', timeout: 2000 });
    expect(await rcon.send('eco give Steve 5')).toBe('ran: eco give Steve 5');
    expect(await rcon.send('list')).toBe('ran: list');
    await rcon.end();
    expect(server.executed).toEqual(['eco give Steve 5', 'list']);
    await expect(Rcon.connect({ host: '127.0.0.1', port, password: 'nope', timeout: 2000 })).rejects.toThrow(
      /Authentication failed/,
    );
    expect(server.executed).toHaveLength(2);
  });
});

describe('RconClient says whether a failed command reached the server', () => {
  it('reads answers trickled a byte at a time and an empty value before the auth answer', async () => {
    const { server, port } = await serve({ trickle: true, emptyValueBeforeAuth: true, fragment: 4 });
    const client = await RconClient.connect({ host: '127.0.0.1', port, password: 'secret' });
    expect(await client.command('eco give Steve 5')).toBe('ran: eco give Steve 5');
    client.close();
    expect(server.timesRun('eco give Steve 5')).toBe(1);
  });

  it('a wrong password or a closed port fails before writing (written: false), nothing runs', async () => {
    const { server, port } = await serve();
    const wrong = await RconClient.connect({ host: '127.0.0.1', port, password: 'nope' }).catch(
      (error: unknown) => error,
    );
    expect(wrong).toBeInstanceOf(RconError);
    expect(wrong).toMatchObject({ written: false, message: 'RCON authentication failed' });
    await server.close();
    const down = await RconClient.connect({ host: '127.0.0.1', port, password: 'secret' }).catch(
      (error: unknown) => error,
    );
    expect(down).toMatchObject({ written: false });
    expect(server.executed).toEqual([]);
  });

  it('an answer later than the timeout fails as written (the command ran once on the server)', async () => {
    const { server, port } = await serve({ behaviour: () => ({ kind: 'answerAfter', ms: 700 }) });
    const client = await RconClient.connect({ host: '127.0.0.1', port, password: 'secret', timeoutMs: 250 });
    await expect(client.command('eco give Steve 5')).rejects.toMatchObject({ written: true });
    expect(server.timesRun('eco give Steve 5')).toBe(1);
  });

  it('a connection dropped after the command ran fails as written', async () => {
    const { server, port } = await serve({ behaviour: () => ({ kind: 'dropAfterRunning' }) });
    const client = await RconClient.connect({ host: '127.0.0.1', port, password: 'secret' });
    await expect(client.command('eco give Steve 5')).rejects.toMatchObject({ written: true });
    expect(server.timesRun('eco give Steve 5')).toBe(1);
    await expect(client.command('eco give Steve 6')).rejects.toMatchObject({ written: false });
    expect(server.timesRun('eco give Steve 6')).toBe(0);
  });
});
