import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
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
        // Keyed by the URL's range: back and forward reset the inputs; typing keeps its own state.
        <RangeInputs key={`${span.from}|${span.to}|${span.resolution}`} span={span} onRange={onRange} />
      ) : null}
    </Stack>
  );
}

type RangeSpan = Extract<PlaytimeSpan, { kind: 'range' }>;

/**
 * The custom range's days and step. Each change builds on the inputs' own state, not on the URL: the URL
 * catches up only once the page's data has loaded, and a second change made before then would otherwise
 * undo the first.
 */
function RangeInputs({ span, onRange }: { span: RangeSpan; onRange: PlaytimeSpanControlsProps['onRange'] }) {
  const { t } = useTranslation(['statistics', 'servers']);
  const [range, setRange] = useState({ from: span.from, to: span.to, resolution: span.resolution });
  const change = (next: typeof range) => {
    setRange(next);
    onRange(next);
  };
  return (
    <Group align="end" gap="sm" data-testid="playtime-range">
      {(['from', 'to'] as const).map((end) => (
        <TextInput
          key={end}
          type="date"
          label={t(`statistics:profile.${end}`)}
          value={range[end]}
          onChange={(event) => {
            change({ ...range, [end]: event.currentTarget.value });
          }}
        />
      ))}
      <NativeSelect
        label={t('statistics:profile.resolution')}
        value={range.resolution}
        data={PLAYTIME_RESOLUTIONS.map((value) => ({
          value,
          label: t(`statistics:profile.resolutions.${value}`),
        }))}
        onChange={(event) => {
          const resolution = PLAYTIME_RESOLUTIONS.find((value) => value === event.currentTarget.value);
          if (resolution) change({ ...range, resolution });
        }}
      />
      {range.from <= range.to ? null : (
        <Text c="red" size="sm" role="alert">
          {t('statistics:profile.rangeInvalid')}
        </Text>
      )}
    </Group>
  );
}
