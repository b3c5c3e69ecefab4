import { createServer, type Server, type Socket } from 'node:net';

import { encodeString, packet, readPackets, utf16be } from './varint.js';

export interface ResponderStatus {
  version: string;
  protocol: number;
  online: number;
  max: number;
  /** The MOTD as a `§`-coded string (the legacy answers send it so). */
  motd: string;
  /** The modern answer's description as a chat component; `{ text: motd }` when absent. */
  description?: unknown;
  sample?: { name: string; id: string }[];
}

export interface ResponderOptions {
  status: () => ResponderStatus;
  /** false: closes modern pings (a pre-1.7 server), so clients must fall back to the legacy ping. */
  modern?: boolean;
}

/** A bare FE may be a beta client or the first byte of a longer ping: this long we wait for more. */
const BARE_FE_WAIT_MS = 100;

/** The 0xFF kick packet that carries a legacy answer: UTF-16BE text after its length in characters. */
function kick(text: string): Buffer {
  const head = Buffer.alloc(3);
  head.writeUInt8(0xff, 0);
  head.writeUInt16BE(text.length, 1);
  return Buffer.concat([head, utf16be(text)]);
}

/**
 * The legacy answers, chosen as a vanilla server does: `FE 01` (1.4–1.6) gets the `§1` form with the
 * version, a bare `FE` (beta 1.8 – 1.3) gets `MOTD§online§max`, whose MOTD cannot carry a `§`.
 */
function legacyAnswer(status: ResponderStatus, bare: boolean): Buffer {
  if (bare) {
    const motd = status.motd.replace(/§./g, '').replace(/§/g, '');
    return kick([motd, String(status.online), String(status.max)].join('§'));
  }
  const fields = [status.protocol, status.version, status.motd, status.online, status.max];
  return kick(['§1', ...fields.map(String)].join('\0'));
}

/**
 * A tiny game server that answers Server List Ping as a real one does (VarInt framing, handshake,
 * status JSON, ping/pong, and the legacy 1.6 and beta kick answers). Used by the tests and by the demo,
 * which answers for one demo server so `npm start` shows the poller path.
 */
export function createSlpResponder(options: ResponderOptions): Server {
  return createServer((socket: Socket) => {
    let buffer: Buffer = Buffer.alloc(0);
    let bareTimer: NodeJS.Timeout | undefined;
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearTimeout(bareTimer);
    });
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer[0] === 0xfe) {
        clearTimeout(bareTimer);
        if (buffer.length >= 2) {
          socket.end(legacyAnswer(options.status(), buffer[1] !== 0x01));
          return;
        }
        bareTimer = setTimeout(() => {
          socket.end(legacyAnswer(options.status(), true));
        }, BARE_FE_WAIT_MS);
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
            description: status.description ?? { text: status.motd },
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
