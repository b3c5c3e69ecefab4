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
