import { createHash } from 'node:crypto';

/** Fixed namespace of Lodestone launcher clients; changing it would orphan every installed client. */
const NAMESPACE = '6f1c2a9e-3b7d-4e58-9a41-0c5d8e2b7f13';

/** RFC 4122 version 5 UUID: the same slug always names the same client folder. */
export function clientUuid(slug: string): string {
  const namespace = Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(slug, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
