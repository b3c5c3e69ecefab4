import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { getI18n } from './getI18n';
import { LANGUAGES } from './languages';
import { formatWholeNumber } from './wholeNumbers';

describe('whole numbers without Intl', () => {
  it('are written as Intl.NumberFormat writes them, in both languages, for any safe whole number', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.integer({ min: -99_999, max: 99_999 })),
        (language, value) => {
          expect(formatWholeNumber(value, language)).toBe(new Intl.NumberFormat(language).format(value));
        },
      ),
      { numRuns: 3000 },
    );
    expect(formatWholeNumber(1.5, 'en')).toBeUndefined();
    expect(formatWholeNumber(Number.NaN, 'ru')).toBeUndefined();
  });

  it("stand in for i18next's number format: whole numbers here, fractions and options by Intl", () => {
    const ru = getI18n('ru');
    expect(ru.t('home:hero.totalOnline', { count: 12_345 })).toBe('Сейчас играют 12\u00a0345 игроков');
    expect(ru.t('home:hero.totalOnline', { count: 1 })).toBe('Сейчас играет 1 игрок');
    const formatter = ru.services.formatter;
    expect(formatter?.format(1234.5, 'number', 'ru', {})).toBe(new Intl.NumberFormat('ru').format(1234.5));
    expect(formatter?.format(0.25, 'number', 'ru', { style: 'percent' })).toBe(
      new Intl.NumberFormat('ru', { style: 'percent' }).format(0.25),
    );
    expect(getI18n('en').services.formatter?.format(1_234_567, 'number', 'en', {})).toBe('1,234,567');
  });
});
