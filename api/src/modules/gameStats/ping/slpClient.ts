import { Socket } from 'node:net';

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
  motd: string;
  latencyMs: number | null;
  protocol: 'modern' | 'legacy';
}

export function parseAddress(address: string): { host: string; port: number } {
  const [host = address, port] = address.split(':');
  return { host, port: port === undefined ? 25565 : Number(port) };
}

/** Chat component (string, {text, extra}, or an array) to plain text without § formatting codes. */
export function chatText(component: unknown): string {
  if (typeof component === 'string') return component.replace(/§./g, '');
  if (Array.isArray(component)) return component.map(chatText).join('');
  if (typeof component === 'object' && component !== null) {
    const node = component as { text?: unknown; extra?: unknown };
    return chatText(node.text ?? '') + (node.extra === undefined ? '' : chatText(node.extra));
  }
  return '';
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

/** Java 1.7+ Server List Ping: handshake (next state 1), status request, then ping/pong for latency. */
export function pingModern(host: string, port: number, timeoutMs = 3000): Promise<PingResult> {
  let status: Omit<PingResult, 'latencyMs'> | null = null;
  let sentAt = 0;
  return exchange(
    host,
    port,
    timeoutMs,
    (socket) => {
      const portBytes = Buffer.alloc(2);
      portBytes.writeUInt16BE(port);
      socket.write(packet(0x00, encodeVarInt(-1), encodeString(host), portBytes, encodeVarInt(1)));
      socket.write(packet(0x00));
    },
    (buffer, socket) => {
      for (const { id, data } of readPackets(buffer).packets) {
        if (id === 0x00 && status === null) {
          const json = JSON.parse(readString(data)) as StatusJson;
          status = {
            online: Number(json.players?.online ?? 0),
            maxPlayers: Number(json.players?.max ?? 0),
            version: typeof json.version?.name === 'string' ? json.version.name : '',
            motd: chatText(json.description).trim(),
            protocol: 'modern',
          };
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
export function pingLegacy(host: string, port: number, timeoutMs = 3000): Promise<PingResult> {
  return exchange(
    host,
    port,
    timeoutMs,
    (socket) => {
      const channel = utf16be('MC|PingHost');
      const hostBytes = utf16be(host);
      const rest = Buffer.alloc(7 + hostBytes.length);
      rest.writeUInt8(74, 0); // protocol 74 = 1.6.2
      rest.writeUInt16BE(host.length, 1);
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
        return {
          online: Number(online),
          maxPlayers: Number(max),
          version,
          motd: chatText(motd),
          latencyMs: null,
          protocol: 'legacy',
        };
      }
      const [motd = '', online = '0', max = '0'] = text.split('§');
      return {
        online: Number(online),
        maxPlayers: Number(max),
        version: '',
        motd,
        latencyMs: null,
        protocol: 'legacy',
      };
    },
  );
}

/** The modern ping, falling back to the legacy one for servers older than 1.7 (or that refuse it). */
export async function pingServer(address: string, timeoutMs = 3000): Promise<PingResult> {
  const { host, port } = parseAddress(address);
  try {
    return await pingModern(host, port, timeoutMs);
  } catch {
    return pingLegacy(host, port, timeoutMs);
  }
}
