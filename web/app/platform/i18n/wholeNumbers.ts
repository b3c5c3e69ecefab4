import type { i18n as I18n } from 'i18next';

import type { Language } from './languages';

/**
 * How each language groups the digits of a whole number, as `Intl.NumberFormat` writes it (Node's and
 * Chromium's ICU agree: a no-break space in ru, a comma in en, from four digits on, `-` before).
 */
const GROUP_SEPARATOR: Record<Language, string> = { ru: '\u00a0', en: ',' };

/** Options that change how a number is written: with any of them the number goes to Intl itself. */
const NUMBER_OPTIONS = [
  'style',
  'currency',
  'unit',
  'notation',
  'useGrouping',
  'signDisplay',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
] as const;

/** A safe whole number with its digits grouped, or undefined for anything else. */
export function formatWholeNumber(value: unknown, language: Language): string | undefined {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return undefined;
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = grouped.length; at < digits.length; at += 3)
    grouped += GROUP_SEPARATOR[language] + digits.slice(at, at + 3);
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * i18next's `{{count, number}}` writes whole numbers itself. The first `Intl.NumberFormat` of a page loads
 * ICU's number data: ~38 ms of the browser's main thread on a desktop CPU, in the middle of hydration
 * (the home page's online count), four times that on Lighthouse's phone. Anything else (fractions, format
 * options) still goes to Intl with the options that shape a number.
 */
export function installWholeNumberFormat(instance: I18n, language: Language): void {
  const intl = new Map<string, Intl.NumberFormat>();
  instance.services.formatter?.add('number', (value: unknown, _lng: string | undefined, options: object) => {
    const given = options as Record<string, unknown>;
    const shapes = NUMBER_OPTIONS.filter((name) => given[name] !== undefined);
    if (shapes.length === 0) {
      const whole = formatWholeNumber(value, language);
      if (whole !== undefined) return whole;
    }
    const shaping = Object.fromEntries(shapes.map((name) => [name, given[name]])) as Intl.NumberFormatOptions;
    const key = JSON.stringify(shaping);
    let format = intl.get(key);
    if (format === undefined) {
      format = new Intl.NumberFormat(language, shaping);
      intl.set(key, format);
    }
    return format.format(value as number);
  });
}
