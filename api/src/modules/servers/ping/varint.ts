/** Minecraft's VarInt: 7 bits per byte, low group first, high bit = more follows; negatives take 5 bytes. */
export function encodeVarInt(value: number): Buffer {
  const bytes: number[] = [];
  let rest = value >>> 0;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest !== 0);
  return Buffer.from(bytes);
}

/** The value and its length in bytes, or null when the buffer ends inside the VarInt. */
export function decodeVarInt(buffer: Buffer, offset = 0): { value: number; size: number } | null {
  let value = 0;
  for (let index = 0; index < 5; index += 1) {
    const byte = buffer[offset + index];
    if (byte === undefined) return null;
    value |= (byte & 0x7f) << (7 * index);
    if ((byte & 0x80) === 0) return { value, size: index + 1 };
  }
  throw new Error('VarInt longer than 5 bytes');
}

export function encodeString(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  return Buffer.concat([encodeVarInt(bytes.length), bytes]);
}

/** One packet: VarInt length, then VarInt id and the data. */
export function packet(id: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat([encodeVarInt(id), ...parts]);
  return Buffer.concat([encodeVarInt(body.length), body]);
}

/** Splits whole packets off the front of a stream buffer; the rest waits for more bytes. */
export function readPackets(buffer: Buffer): { packets: { id: number; data: Buffer }[]; rest: Buffer } {
  const packets: { id: number; data: Buffer }[] = [];
  let offset = 0;
  for (;;) {
    const length = decodeVarInt(buffer, offset);
    if (length === null || offset + length.size + length.value > buffer.length) break;
    const start = offset + length.size;
    const id = decodeVarInt(buffer, start);
    if (id === null) throw new Error('Packet without an id');
    packets.push({ id: id.value, data: buffer.subarray(start + id.size, start + length.value) });
    offset = start + length.value;
  }
  return { packets, rest: buffer.subarray(offset) };
}

export function readString(data: Buffer, offset = 0): string {
  const length = decodeVarInt(data, offset);
  if (length === null) throw new Error('String without a length');
  return data.subarray(offset + length.size, offset + length.size + length.value).toString('utf8');
}

export function utf16be(value: string): Buffer {
  const little = Buffer.from(value, 'utf16le');
  return little.swap16();
}

export function fromUtf16be(data: Buffer): string {
  return Buffer.from(data).swap16().toString('utf16le');
}
