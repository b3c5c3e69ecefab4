import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatRubles } from './formatRubles';

describe('formatRubles', () => {
  it('writes any sum as a NumberFormat made for it would, in both languages and both styles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.constantFrom('ru' as const, 'en' as const),
        fc.constantFrom('always' as const, 'when-any' as const),
        (kopecks, lang, shown) => {
          const rubles = kopecks / 100;
          const expected = new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
            style: 'currency',
            currency: 'RUB',
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: shown === 'when-any' && Number.isInteger(rubles) ? 0 : 2,
            maximumFractionDigits: 2,
          }).format(rubles);
          expect(formatRubles(rubles, lang, shown)).toBe(expected);
        },
      ),
    );
  });

  it('shows kopecks by default and drops ",00" only when asked', () => {
    expect(formatRubles(250, 'ru')).toBe('250,00\u00a0₽');
    expect(formatRubles(250, 'ru', 'when-any')).toBe('250\u00a0₽');
    expect(formatRubles(250.5, 'en', 'when-any')).toBe('₽250.50');
  });
});
