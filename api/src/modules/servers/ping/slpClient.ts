import { Socket } from 'node:net';

import { type MotdSegment, motdSegments, motdText } from '../motd.js';
import { resolvePingTarget, systemResolver, type NameResolver } from './pingTarget.js';
import { parseServerAddress } from './serverAddress.js';
import {
  encodeString,
  encodeVarInt,
  fromUtf16be,
  packet,
  readPackets,
  readString,
  utf16be,
} from './varint.js';

export interface PingResult {
  online: number;
  maxPlayers: number;
  version: string;
  /** The MOTD as plain text. */
  motd: string;
  /** The MOTD with its colours and styles, as the site draws it. */
  motdSegments: MotdSegment[];
  latencyMs: number | null;
  protocol: 'modern' | 'legacy';
}

/** Chat component (string, {text, extra}, or an array) to plain text without § formatting codes. */
export function chatText(component: unknown): string {
  return motdText(motdSegments(component));
}

/** A version name as the site shows it: without formatting codes, one line, bounded. */
function versionName(value: unknown): string {
  return typeof value === 'string' ? chatText(value).replace(/\s+/g, ' ').slice(0, 64) : '';
}

function withMotd(fields: Omit<PingResult, 'motd' | 'motdSegments'>, description: unknown): PingResult {
  const segments = motdSegments(description);
  return { ...fields, motd: motdText(segments), motdSegments: segments };
}

interface StatusJson {
  version?: { name?: unknown };
  players?: { online?: unknown; max?: unknown };
  description?: unknown;
}

function exchange(
  host: string,
  port: number,
  timeoutMs: number,
  onConnect: (socket: Socket) => void,
  onData: (buffer: Buffer, socket: Socket) => PingResult | null,
): Promise<PingResult> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let buffer = Buffer.alloc(0);
    let settled = false;
    const finish = (error: Error | null, result?: PingResult) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (result !== undefined) resolve(result);
      else reject(error ?? new Error('No answer'));
    };
    socket.setTimeout(timeoutMs, () => {
      finish(new Error('Timed out'));
    });
    socket.once('error', (error) => {
      finish(error);
    });
    socket.once('close', () => {
      finish(new Error('Closed before answering'));
    });
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length > 1024 * 1024) {
        finish(new Error('Answer too large'));
        return;
      }
      try {
        const result = onData(buffer, socket);
        if (result !== null) finish(null, result);
      } catch (error) {
        finish(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.connect(port, host, () => {
      onConnect(socket);
    });
  });
}

/**
 * Java 1.7+ Server List Ping: handshake (next state 1), status request, then ping/pong for latency.
 * `host` is where the socket goes; `hostName` is what the handshake says (a proxy routes by it).
 */
export function pingModern(
  host: string,
  port: number,
  timeoutMs = 3000,
  hostName = host,
): Promise<PingResult> {
  let status: PingResult | null = null;
  let sentAt = 0;
  return exchange(
    host,
    port,
    timeoutMs,
    (socket) => {
      const portBytes = Buffer.alloc(2);
      portBytes.writeUInt16BE(port);
      socket.write(packet(0x00, encodeVarInt(-1), encodeString(hostName), portBytes, encodeVarInt(1)));
      socket.write(packet(0x00));
    },
    (buffer, socket) => {
      for (const { id, data } of readPackets(buffer).packets) {
        if (id === 0x00 && status === null) {
          const json = JSON.parse(readString(data)) as StatusJson;
          status = withMotd(
            {
              online: Number(json.players?.online ?? 0),
              maxPlayers: Number(json.players?.max ?? 0),
              version: versionName(json.version?.name),
              latencyMs: null,
              protocol: 'modern',
            },
            json.description ?? '',
          );
          if (!Number.isInteger(status.online) || !Number.isInteger(status.maxPlayers)) {
            throw new Error('Status without player counts');
          }
          sentAt = performance.now();
          const payload = Buffer.alloc(8);
          payload.writeBigInt64BE(BigInt(Date.now()));
          socket.write(packet(0x01, payload));
        } else if (id === 0x01 && status !== null) {
          return { ...status, latencyMs: Math.round(performance.now() - sentAt) };
        }
      }
      return null;
    },
  );
}

/** The 1.6 ping (FE 01 FA MC|PingHost), answered by a kick packet 0xFF with UTF-16BE fields. */
export function pingLegacy(
  host: string,
  port: number,
  timeoutMs = 3000,
  hostName = host,
): Promise<PingResult> {
  return exchange(
    host,
    port,
    timeoutMs,
    (socket) => {
      const channel = utf16be('MC|PingHost');
      const hostBytes = utf16be(hostName);
      const rest = Buffer.alloc(7 + hostBytes.length);
      rest.writeUInt8(74, 0); // protocol 74 = 1.6.2
      rest.writeUInt16BE(hostName.length, 1);
      hostBytes.copy(rest, 3);
      rest.writeInt32BE(port, 3 + hostBytes.length);
      const head = Buffer.alloc(5);
      head.writeUInt8(0xfe, 0);
      head.writeUInt8(0x01, 1);
      head.writeUInt8(0xfa, 2);
      head.writeUInt16BE(channel.length / 2, 3);
      const restLength = Buffer.alloc(2);
      restLength.writeUInt16BE(rest.length);
      socket.write(Buffer.concat([head, channel, restLength, rest]));
    },
    (buffer) => {
      if (buffer[0] !== 0xff) throw new Error('Not a legacy ping answer');
      if (buffer.length < 3) return null;
      const chars = buffer.readUInt16BE(1);
      if (buffer.length < 3 + chars * 2) return null;
      const text = fromUtf16be(buffer.subarray(3, 3 + chars * 2));
      if (text.startsWith('§1\0')) {
        const [, , version = '', motd = '', online = '0', max = '0'] = text.split('\0');
        const fields = { online: Number(online), maxPlayers: Number(max), latencyMs: null };
        return withMotd({ ...fields, version: versionName(version), protocol: 'legacy' }, motd);
      }
      // Beta 1.8 – 1.3: MOTD§online§max, no version (the MOTD itself cannot hold a §).
      const parts = text.split('§');
      const max = parts.pop() ?? '0';
      const online = parts.pop() ?? '0';
      const fields = { online: Number(online), maxPlayers: Number(max), latencyMs: null };
      return withMotd({ ...fields, version: '', protocol: 'legacy' }, parts.join(''));
    },
  );
}

export interface PingOptions {
  timeoutMs?: number;
  resolver?: NameResolver;
  /** Loopback, private and link-local targets are refused unless this is set (the demo, tests, a LAN). */
  allowPrivate?: boolean;
}

/**
 * Resolves the address as the game's client does (SRV, then the host), then tries the modern ping,
 * falling back to the legacy one for servers older than 1.7 (or that refuse it).
 */
export async function pingServer(address: string, options: PingOptions = {}): Promise<PingResult> {
  const { timeoutMs = 3000, resolver = systemResolver, allowPrivate = false } = options;
  const target = await resolvePingTarget(parseServerAddress(address), resolver, allowPrivate);
  try {
    return await pingModern(target.ip, target.port, timeoutMs, target.hostName);
  } catch {
    return pingLegacy(target.ip, target.port, timeoutMs, target.hostName);
  }
}
