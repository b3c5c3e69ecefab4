import type { Language } from './languages';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A publication date in the page language ('22 ноября 2025 г.', 'November 22, 2025'). Fixed to UTC so
 * the server's render and the browser's hydration print the same day.
 */
export function formatDate(iso: string, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment in the page language ('23 нояб. 2026 г., 04:35', 'Nov 23, 2026, 04:35'), in UTC for the same
 * reason as formatDate; private screens render it after hydration in the visitor's own time zone.
 */
export function formatDateTime(iso: string, lang: Language, timeZone = 'UTC'): string {
  const key = lang;
  let format = timeZone === 'UTC' ? dateTimeFormats.get(key) : undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    if (timeZone === 'UTC') dateTimeFormats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
