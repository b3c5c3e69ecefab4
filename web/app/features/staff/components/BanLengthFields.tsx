import { Group, NumberInput, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const MAX_BAN_DAYS = 3650;

export interface BanLength {
  length: 'days' | 'forever';
  days: number | '';
}

export const NO_BAN_LENGTH: BanLength = { length: 'days', days: '' };

/** The ban's days, or null for forever; undefined while the days field is empty or out of range. */
export function banDays(value: BanLength): number | null | undefined {
  if (value.length === 'forever') return null;
  return value.days !== '' && value.days >= 1 && value.days <= MAX_BAN_DAYS ? value.days : undefined;
}

/** The api's duration fields for a ban: `{ forever: true }` or `{ days }` (an empty length is refused). */
export function banDuration(value: BanLength): { forever: true } | { days: number } | null {
  const days = banDays(value);
  if (days === undefined) return null;
  return days === null ? { forever: true } : { days };
}

/**
 * A ban's length (site and game bans): some days, or "forever" chosen as such. An empty days field is an error shown on
 * the field, never a permanent ban (docs/staff.md "Site bans").
 */
export function BanLengthFields({
  value,
  onChange,
}: {
  value: BanLength;
  onChange: (value: BanLength) => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <>
      <Radio.Group
        label={t('gameBans.length')}
        value={value.length}
        onChange={(next) => {
          onChange({ ...value, length: next === 'forever' ? 'forever' : 'days' });
        }}
      >
        <Group mt="xs">
          <Radio value="days" label={t('gameBans.forDays')} />
          <Radio value="forever" label={t('gameBans.forever')} />
        </Group>
      </Radio.Group>
      {value.length === 'days' ? (
        <NumberInput
          label={t('gameBans.days')}
          min={1}
          max={MAX_BAN_DAYS}
          allowDecimal={false}
          value={value.days}
          error={banDays(value) === undefined ? t('gameBans.daysRequired') : undefined}
          onChange={(next) => {
            onChange({ ...value, days: typeof next === 'number' ? next : '' });
          }}
          w={{ base: '100%', xs: 200 }}
        />
      ) : null}
    </>
  );
}
