import { createHash } from 'node:crypto';

/**
 * The id an offline-mode server gives a nickname: Java's `UUID.nameUUIDFromBytes("OfflinePlayer:" + name)`
 * (an MD5, version 3 UUID). Using it as the game profile id keeps inventories when a server switches
 * between offline mode and our Yggdrasil API.
 */
export function offlineUuid(nickname: string): string {
  const bytes = createHash('md5').update(`OfflinePlayer:${nickname}`, 'utf8').digest();
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x30;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return bytes.toString('hex');
}
