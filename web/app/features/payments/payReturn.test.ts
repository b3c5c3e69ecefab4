import { describe, expect, it } from 'vitest';

import { payReturn } from './payReturn';

describe('the pay page opened from the store', () => {
  it('pre-fills the missing amount and comes back to the purchase', () => {
    const params = new URLSearchParams({
      amount: '143',
      return: '/en/store?server=hitech&buy=2&period=month',
    });
    expect(payReturn(params, 'en')).toEqual({
      amount: 143,
      path: '/en/store?server=hitech&buy=2&period=month',
      toPurchase: true,
    });
  });

  it('comes back to the pay page itself when no return is given or it leaves the site', () => {
    for (const value of [null, 'https://evil.example/en/store', '//evil.example', '/\\evil.example']) {
      const params = new URLSearchParams(value === null ? {} : { return: value, amount: '-5' });
      expect(payReturn(params, 'ru')).toEqual({ amount: undefined, path: '/ru/pay', toPurchase: false });
    }
  });
});
