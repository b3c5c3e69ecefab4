import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ServerStatisticsQuery } from '../../../generated/graphql';
import { COUNTER_NAMES } from './counterNames';
import { FactTile } from './FactTile';

export type StatisticsTotalsData = NonNullable<ServerStatisticsQuery['serverStatistics']>;

export interface StatisticsTotalsProps {
  title: string;
  totals: StatisticsTotalsData;
}

/** Players, hours played, active bans and the counters of the network or of one server. */
export function StatisticsTotals({ title, totals }: StatisticsTotalsProps) {
  const { t } = useTranslation(['statistics', 'servers']);
  const number = (value: number) => t('servers:stats.number', { value });
  return (
    <Stack gap="sm" data-testid={`statistics-${totals.server ?? 'network'}`}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <FactTile
          label={t('statistics:totals.players')}
          value={number(totals.players)}
          testId="totals-players"
        />
        <FactTile label={t('statistics:totals.playersToday')} value={number(totals.playersToday)} />
        <FactTile label={t('statistics:totals.playersMonth')} value={number(totals.playersMonth)} />
        <FactTile
          label={t('statistics:totals.hoursPlayed')}
          value={number(totals.hoursPlayed)}
          testId="totals-hours"
        />
        <FactTile
          label={t('statistics:totals.activeBans')}
          value={number(totals.activeBans)}
          testId="totals-bans"
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('statistics:totals.counters')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {COUNTER_NAMES.map((name) => (
          <FactTile
            key={name}
            label={t(`servers:profile.counters.${name}`)}
            value={number(totals.counters[name])}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
