import { describe, expect, it } from 'vitest';

import { DAY_MS } from './storeRules.js';
import { refundWindowOpen } from './wipeRefund.service.js';

const wipeAt = new Date('2026-12-20T12:00:00Z');
const before = (days: number) => new Date(wipeAt.getTime() - days * DAY_MS);

describe('refund window before a wipe', () => {
  it('is open 13 and exactly 14 days before, closed 15 days before and after the wipe', () => {
    expect(refundWindowOpen(wipeAt, before(13))).toBe(true);
    expect(refundWindowOpen(wipeAt, before(14))).toBe(true);
    expect(refundWindowOpen(wipeAt, new Date(before(14).getTime() - 1))).toBe(false);
    expect(refundWindowOpen(wipeAt, before(15))).toBe(false);
    expect(refundWindowOpen(wipeAt, wipeAt)).toBe(false);
  });
});
