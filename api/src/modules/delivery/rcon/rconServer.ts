import net from 'node:net';

import { decodePackets, encodePacket, RCON_TYPE } from './rconPacket.js';

export interface RconServerOptions {
  password: string;
  /** Answers a command; the default echoes it. */
  execute?: (command: string) => string;
  /** Answers longer than this are split over several packets, as Minecraft does at 4096. */
  fragment?: number;
}

/**
 * A small server that speaks Source RCON on loopback, like a Minecraft server's: tests run the client
 * against it, and the demo uses it as a plugin-less game server. It records the commands it ran.
 */
export function createRconServer(options: RconServerOptions) {
  const executed: string[] = [];
  const execute = options.execute ?? ((command: string) => `ran: ${command}`);
  const fragment = options.fragment ?? 4096;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer: Buffer = Buffer.alloc(0);
    let authed = false;
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let decoded;
      try {
        decoded = decodePackets(buffer);
      } catch {
        socket.destroy();
        return;
      }
      buffer = decoded.rest;
      for (const packet of decoded.packets) {
        if (packet.type === RCON_TYPE.auth) {
          authed = packet.body === options.password;
          socket.write(encodePacket({ id: authed ? packet.id : -1, type: RCON_TYPE.authResponse, body: '' }));
          continue;
        }
        if (!authed) {
          socket.write(encodePacket({ id: -1, type: RCON_TYPE.authResponse, body: '' }));
          continue;
        }
        if (packet.body !== '') executed.push(packet.body);
        const answer = packet.body === '' ? '' : execute(packet.body);
        const parts =
          answer.length === 0 ? [''] : (answer.match(new RegExp(`[^]{1,${fragment}}`, 'g')) ?? []);
        for (const part of parts) {
          socket.write(encodePacket({ id: packet.id, type: RCON_TYPE.response, body: part }));
        }
      }
    });
    socket.on('error', () => undefined);
  });
  return {
    executed,
    async listen(port = 0): Promise<number> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      const address = server.address();
      return typeof address === 'object' && address !== null ? address.port : port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        for (const socket of sockets) socket.destroy();
      }),
  };
}
