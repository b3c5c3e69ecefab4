import { createServer, type Server, type Socket } from 'node:net';

import { encodeString, packet, readPackets, utf16be } from './varint.js';

export interface ResponderStatus {
  version: string;
  protocol: number;
  online: number;
  max: number;
  motd: string;
  sample?: { name: string; id: string }[];
}

export interface ResponderOptions {
  status: () => ResponderStatus;
  /** false: closes modern pings (a pre-1.7 server), so clients must fall back to the legacy ping. */
  modern?: boolean;
}

/**
 * A tiny game server that answers Server List Ping as a real one does (VarInt framing, handshake,
 * status JSON, ping/pong, and the legacy 1.6 kick answer). Used by the tests and by the demo, which
 * answers for one demo server so `npm start` shows the poller path.
 */
export function createSlpResponder(options: ResponderOptions): Server {
  return createServer((socket: Socket) => {
    let buffer: Buffer = Buffer.alloc(0);
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer[0] === 0xfe) {
        const status = options.status();
        const text = [
          '§1',
          String(status.protocol),
          status.version,
          status.motd,
          String(status.online),
          String(status.max),
        ].join('\0');
        const length = Buffer.alloc(3);
        length.writeUInt8(0xff, 0);
        length.writeUInt16BE(text.length, 1);
        socket.end(Buffer.concat([length, utf16be(text)]));
        return;
      }
      if (options.modern === false) {
        socket.destroy();
        return;
      }
      const { packets, rest } = readPackets(buffer);
      buffer = rest;
      for (const { id, data } of packets) {
        if (id === 0x00 && data.length === 0) {
          const status = options.status();
          const json = {
            version: { name: status.version, protocol: status.protocol },
            players: { max: status.max, online: status.online, sample: status.sample ?? [] },
            description: { text: status.motd },
          };
          socket.write(packet(0x00, encodeString(JSON.stringify(json))));
        } else if (id === 0x01) {
          socket.end(packet(0x01, data));
        }
        // Anything else (the handshake) needs no answer.
      }
    });
  });
}
