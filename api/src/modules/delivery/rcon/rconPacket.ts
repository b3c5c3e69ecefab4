/**
 * Source RCON framing (used by Minecraft servers): little-endian int32 length (of what follows), int32
 * request id, int32 type, an ASCII body, then two NUL bytes. Types: 3 auth, 2 exec command (also the
 * server's auth answer), 0 response value. A failed auth is answered with request id -1.
 */
export const RCON_TYPE = { auth: 3, command: 2, authResponse: 2, response: 0 } as const;

export interface RconPacket {
  id: number;
  type: number;
  body: string;
}

/** Minecraft refuses a client packet over 1446 bytes; its answers come in fragments of up to 4096. */
export const MAX_CLIENT_BODY = 1446 - 10;
const HEADER = 12;

export function encodePacket(packet: RconPacket): Buffer {
  const body = Buffer.from(packet.body, 'utf8');
  const buffer = Buffer.alloc(HEADER + body.length + 2);
  buffer.writeInt32LE(8 + body.length + 2, 0);
  buffer.writeInt32LE(packet.id, 4);
  buffer.writeInt32LE(packet.type, 8);
  body.copy(buffer, HEADER);
  return buffer;
}

/** Whole packets at the front of `buffer` and the bytes left over (a packet split across reads). */
export function decodePackets(buffer: Buffer): { packets: RconPacket[]; rest: Buffer } {
  const packets: RconPacket[] = [];
  let offset = 0;
  while (buffer.length - offset >= 4) {
    const length = buffer.readInt32LE(offset);
    if (length < 10 || length > 1024 * 1024) throw new Error(`RCON packet of impossible length ${length}`);
    if (buffer.length - offset - 4 < length) break;
    const id = buffer.readInt32LE(offset + 4);
    const type = buffer.readInt32LE(offset + 8);
    const body = buffer.toString('utf8', offset + HEADER, offset + 4 + length - 2);
    packets.push({ id, type, body });
    offset += 4 + length;
  }
  return { packets, rest: buffer.subarray(offset) };
}
