import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { readPurchaseIntent, resumeAddress, topUpAddress } from './resumePurchase';

describe('resuming a purchase after a top-up', () => {
  it('reads back the intent the top-up link carries, for any role, period and mode', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('month' as const, 'quarter' as const, 'forever' as const),
        fc.constantFrom('stack' as const, 'extend' as const),
        fc.integer({ min: 1, max: 10_000_000 }),
        (roleId, period, mode, shortfall) => {
          const intent = { server: 'magic-rpg', roleId, period, mode };
          const pay = new URL(topUpAddress('en', shortfall, intent), 'http://site.test');
          expect(pay.pathname).toBe('/en/pay');
          // Whole rubles, never less than what is missing.
          const amount = Number(pay.searchParams.get('amount'));
          expect(amount * 100).toBeGreaterThanOrEqual(shortfall);
          expect(amount * 100 - shortfall).toBeLessThan(100);
          const back = new URL(pay.searchParams.get('return') ?? '', 'http://site.test');
          expect(back.pathname + back.search).toBe(resumeAddress('en', intent));
          expect(readPurchaseIntent(back.searchParams)).toEqual({ roleId, period, mode });
        },
      ),
    );
  });

  it('ignores an address without a purchase or with one the store cannot offer', () => {
    expect(readPurchaseIntent(new URLSearchParams('server=x'))).toBeNull();
    expect(readPurchaseIntent(new URLSearchParams('buy=abc&period=month'))).toBeNull();
    expect(readPurchaseIntent(new URLSearchParams('buy=3&period=year'))).toBeNull();
    expect(readPurchaseIntent(new URLSearchParams('buy=3&period=month&mode=weird'))).toEqual({
      roleId: 3,
      period: 'month',
      mode: 'stack',
    });
  });
});
