import { createHash, webcrypto } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { leadingZeroBits, solveProofOfWork } from './solveProofOfWork';

describe('solveProofOfWork', () => {
  it('finds a nonce whose hash has the asked number of zero bits, as the api checks it', async () => {
    const token = await solveProofOfWork('1700000000000.salt.10.sig', 10, (data) =>
      webcrypto.subtle.digest('SHA-256', data),
    );
    expect(token.startsWith('1700000000000.salt.10.sig:')).toBe(true);
    const hash = createHash('sha256').update(token).digest();
    expect(leadingZeroBits(hash)).toBeGreaterThanOrEqual(10);
  });

  it('counts zero bits across bytes', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
  });
});
