import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import {
  PLAYTIME_PERIODS,
  PLAYTIME_RESOLUTIONS,
  RANGE,
  type PlaytimeResolutionName,
  type PlaytimeSpan,
} from '../playerFigures';

export interface PlaytimeSpanControlsProps {
  span: PlaytimeSpan;
  /** A period name, or RANGE for a custom range (its days and step then come through onRange). */
  onPeriod: (value: string) => void;
  onRange: (range: { from: string; to: string; resolution: PlaytimeResolutionName }) => void;
}

/** The playtime chart's period (1 month … all time) or a custom range of days at a step. */
export function PlaytimeSpanControls({ span, onPeriod, onRange }: PlaytimeSpanControlsProps) {
  const { t } = useTranslation(['statistics', 'servers']);
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={t('servers:monitoring.period')}
        value={span.kind === 'range' ? RANGE : span.period}
        onChange={onPeriod}
        data={[
          ...PLAYTIME_PERIODS.map((value) => ({ value, label: t(`servers:monitoring.periods.${value}`) })),
          { value: RANGE, label: t('statistics:profile.range') },
        ]}
      />
      {span.kind === 'range' ? (
        <Group align="end" gap="sm" data-testid="playtime-range">
          {(['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              type="date"
              label={t(`statistics:profile.${end}`)}
              value={span[end]}
              onChange={(event) => {
                onRange({ ...span, [end]: event.currentTarget.value });
              }}
            />
          ))}
          <NativeSelect
            label={t('statistics:profile.resolution')}
            value={span.resolution}
            data={PLAYTIME_RESOLUTIONS.map((value) => ({
              value,
              label: t(`statistics:profile.resolutions.${value}`),
            }))}
            onChange={(event) => {
              const resolution = PLAYTIME_RESOLUTIONS.find((value) => value === event.currentTarget.value);
              if (resolution) onRange({ ...span, resolution });
            }}
          />
          {span.valid ? null : (
            <Text c="red" size="sm" role="alert">
              {t('statistics:profile.rangeInvalid')}
            </Text>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
