import type { TFunction } from 'i18next';

/** A kit's claim interval in the largest whole unit: days when it divides evenly, else hours. */
export function kitInterval(hours: number, t: TFunction<'store'>): string {
  return hours % 24 === 0 ? t('interval.days', { count: hours / 24 }) : t('interval.hours', { count: hours });
}
