import type { TFunction } from 'i18next';

import type { PunishmentType } from '../../generated/graphql';

const MINUTES_IN = { day: 1440, hour: 60 } as const;

/** `ban` for 4320 minutes → "Ban · 3 days"; a permanent ban has no duration. */
export function punishmentLabel(
  t: TFunction<'rules'>,
  type: PunishmentType,
  minutes: number | null | undefined,
): string {
  const name = t(`punishment.${type}`);
  if (type === 'permanent' || minutes === null || minutes === undefined) return name;
  if (minutes % MINUTES_IN.day === 0)
    return `${name} · ${t('duration.days', { count: minutes / MINUTES_IN.day })}`;
  if (minutes % MINUTES_IN.hour === 0)
    return `${name} · ${t('duration.hours', { count: minutes / MINUTES_IN.hour })}`;
  return `${name} · ${t('duration.minutes', { count: minutes })}`;
}

export const PUNISHMENT_COLORS: Record<PunishmentType, string> = {
  mute: 'yellow',
  ban: 'orange',
  permanent: 'red',
};
