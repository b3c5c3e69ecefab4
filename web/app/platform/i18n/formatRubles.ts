import type { Language } from './languages';

/** How a sum shows its kopecks: always two digits, or none when the sum is whole. */
export type KopecksShown = 'always' | 'when-any';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A sum in rubles as the page language writes it ('250,00 ₽', '₽250.00'). One `NumberFormat` per
 * language and style for the whole process: building one costs more than formatting with it (the
 * header's balance made one per render of every signed-in page).
 */
export function formatRubles(rubles: number, lang: Language, kopecks: KopecksShown = 'always'): string {
  const whole = kopecks === 'when-any' && Number.isInteger(rubles);
  const key = `${lang}|${whole ? 'whole' : 'kopecks'}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(rubles);
}
