import { describe, expect, it } from 'vitest';

import { applyDiscount, DAY_MS, prorationCredit, quotePurchase, type HeldGrant } from './storeRules.js';

const now = new Date('2026-11-01T00:00:00Z');
const prices = { priceMonthKopecks: 31_000, priceQuarterKopecks: 77_500, priceForeverKopecks: 248_000 };
const grant = (roleId: number, days: number | null, discountPercent = 0): HeldGrant => ({
  grantId: roleId * 10,
  roleId,
  endsAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
  discountPercent,
  priceMonthKopecks: 31_000,
});

describe('store rules', () => {
  it('a month is 31 days, three months 93, forever has no end', () => {
    const month = quotePurchase({ roleId: 1, prices, period: 'month', mode: 'extend', held: [], now });
    const quarter = quotePurchase({ roleId: 1, prices, period: 'quarter', mode: 'extend', held: [], now });
    const forever = quotePurchase({ roleId: 1, prices, period: 'forever', mode: 'extend', held: [], now });
    expect(month).toMatchObject({ mode: 'new', paidKopecks: 31_000, grantSeconds: 31 * 86_400 });
    expect(typeof month !== 'string' && month.endsAt?.getTime()).toBe(now.getTime() + 31 * DAY_MS);
    expect(quarter).toMatchObject({ paidKopecks: 77_500, grantSeconds: 93 * 86_400 });
    expect(forever).toMatchObject({ paidKopecks: 248_000, endsAt: null, grantSeconds: null });
  });

  it('extending the same role adds the period to its end; stacking it is refused', () => {
    const held = [grant(1, 10)];
    const quote = quotePurchase({ roleId: 1, prices, period: 'month', mode: 'extend', held, now });
    expect(quote).toMatchObject({ mode: 'extend', grantId: 10 });
    expect(typeof quote !== 'string' && quote.endsAt?.getTime()).toBe(now.getTime() + 41 * DAY_MS);
    expect(quotePurchase({ roleId: 1, prices, period: 'month', mode: 'stack', held, now })).toBe(
      'stack_same_role',
    );
    expect(
      quotePurchase({ roleId: 1, prices, period: 'month', mode: 'extend', held: [grant(1, null)], now }),
    ).toBe('already_forever');
  });

  it('stacking another role keeps both and applies the best held discount', () => {
    const held = [grant(2, 5, 10), grant(3, -1, 50)];
    const quote = quotePurchase({ roleId: 1, prices, period: 'month', mode: 'stack', held, now });
    // The expired grant's 50 % no longer counts.
    expect(quote).toMatchObject({
      mode: 'stack',
      discountPercent: 10,
      paidKopecks: 27_900,
      creditKopecks: 0,
    });
  });

  it('replacing another role credits its unused whole days at the month price per day', () => {
    const replaced = grant(2, 10.5);
    const held = [replaced];
    expect(prorationCredit(replaced, now)).toBe(10_000);
    const quote = quotePurchase({ roleId: 1, prices, period: 'month', mode: 'extend', held, now });
    expect(quote).toMatchObject({ mode: 'replace', creditKopecks: 10_000, paidKopecks: 21_000, grantId: 20 });
  });

  it('the credit never exceeds the price, and a role held forever is not replaced', () => {
    const held = [{ ...grant(2, 3000), priceMonthKopecks: 100_000 }];
    const quote = quotePurchase({ roleId: 1, prices, period: 'month', mode: 'extend', held, now });
    expect(quote).toMatchObject({ creditKopecks: 31_000, paidKopecks: 0 });
    expect(
      quotePurchase({ roleId: 1, prices, period: 'month', mode: 'extend', held: [grant(2, null)], now }),
    ).toBe('replace_forever');
  });

  it('discounts round down in the player favour', () => {
    expect(applyDiscount(14_999, 5)).toBe(14_249);
  });
});
