import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits of randomness, URL-safe: access tokens, link tokens, OAuth state. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code a person types (email codes, bot codes). */
export function randomDigits(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * Compares a secret someone presented with the expected one in constant time: both are hashed first,
 * so neither the content nor the length leaks through timing. An absent or empty value never matches.
 */
export function sameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  return timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );
}
