import { describe, expect, it } from 'vitest';

import { sameSecret } from './secrets.js';

describe('sameSecret', () => {
  it('matches only the identical secret', () => {
    expect(sameSecret('s3cret-value', 's3cret-value')).toBe(true);
    expect(sameSecret('s3cret-valuE', 's3cret-value')).toBe(false);
    expect(sameSecret('s3cret', 's3cret-value')).toBe(false);
  });

  it('never matches an absent or empty secret, even against an empty one', () => {
    expect(sameSecret(undefined, 'x')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret('x', undefined)).toBe(false);
  });
});
