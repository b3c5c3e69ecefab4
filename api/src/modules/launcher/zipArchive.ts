import { crc32, inflateRawSync } from 'node:zlib';

import { AppError } from '../../platform/errors/AppError.js';

export interface ZipLimits {
  /** Files in the archive, directories not counted. */
  maxEntries: number;
  /** Sum of the unpacked sizes: a small archive must not unpack into gigabytes. */
  maxTotalBytes: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

function badArchive(en: string, ru: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    ru: `Архив не читается: ${ru}`,
    en: `Unreadable archive: ${en}`,
  });
}

/** A relative, `/`-separated path that stays inside the client folder once unpacked. */
export function isSafeClientPath(name: string): boolean {
  if (name === '' || name.startsWith('/') || name.includes('\\') || /^[a-zA-Z]:/.test(name)) return false;
  // Control characters would let a name hide what it is in lists and logs.
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function endOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes, followed by a comment of up to 65535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw badArchive('not a ZIP file', 'это не ZIP');
}

/**
 * The files of a ZIP archive (stored or deflated), read from its central directory. Refuses what could
 * hurt once unpacked: paths that leave the folder, encrypted or ZIP64 entries, sizes past the limits, and
 * content whose length or CRC-32 differs from what the directory says.
 */
export function readZipArchive(bytes: Buffer, limits: ZipLimits): { path: string; bytes: Buffer }[] {
  if (bytes.length < 22) throw badArchive('not a ZIP file', 'это не ZIP');
  const end = endOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (at === 0xffffffff || count === 0xffff)
    throw badArchive('ZIP64 is not supported', 'ZIP64 не поддерживается');
  const files: { path: string; bytes: Buffer }[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw badArchive('broken central directory', 'повреждён каталог');
    }
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const checksum = bytes.readUInt32LE(at + 16);
    const packedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const localAt = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at = next;
    if (name.endsWith('/')) continue;
    if (!isSafeClientPath(name)) {
      throw badArchive(
        `the path ${JSON.stringify(name)} leaves the folder`,
        `путь ${JSON.stringify(name)} выходит из папки`,
      );
    }
    if (seen.has(name)) {
      throw badArchive(`${name} is in the archive twice`, `${name} есть в архиве дважды`);
    }
    if ((flags & 1) !== 0) throw badArchive(`${name} is encrypted`, `${name} зашифрован`);
    if (method !== STORED && method !== DEFLATED) {
      throw badArchive(`${name} uses an unsupported compression`, `${name} сжат неподдерживаемым методом`);
    }
    total += size;
    if (files.length + 1 > limits.maxEntries || total > limits.maxTotalBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', {
        ru: `Архив распаковывается больше чем в ${limits.maxEntries} файлов или ${limits.maxTotalBytes} байт`,
        en: `The archive unpacks into more than ${limits.maxEntries} files or ${limits.maxTotalBytes} bytes`,
      });
    }
    if (localAt + 30 > bytes.length || bytes.readUInt32LE(localAt) !== LOCAL_HEADER) {
      throw badArchive(`${name} has no local header`, `у ${name} нет локального заголовка`);
    }
    const dataAt = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    const packed = bytes.subarray(dataAt, dataAt + packedSize);
    if (packed.length !== packedSize) throw badArchive(`${name} is cut short`, `${name} обрезан`);
    let content: Buffer;
    try {
      content =
        method === STORED
          ? Buffer.from(packed)
          : inflateRawSync(packed, { maxOutputLength: Math.max(size, 1) });
    } catch {
      throw badArchive(`${name} does not unpack`, `${name} не распаковывается`);
    }
    if (content.length !== size || crc32(content) !== checksum) {
      throw badArchive(`${name} does not match its checksum`, `${name} не сходится с контрольной суммой`);
    }
    seen.add(name);
    files.push({ path: name, bytes: content });
  }
  return withoutCommonFolder(files);
}

/** An archive of a folder (`MyClient/...`, as file managers make them) is read as that folder's content. */
function withoutCommonFolder(files: { path: string; bytes: Buffer }[]): { path: string; bytes: Buffer }[] {
  const first = files[0]?.path.split('/')[0];
  if (first === undefined || !files.every((file) => file.path.startsWith(`${first}/`))) return files;
  return files.map((file) => ({ ...file, path: file.path.slice(first.length + 1) }));
}
