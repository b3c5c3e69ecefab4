import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ProfileStatisticsFieldsFragment } from '../../../generated/graphql';
import { COUNTER_NAMES } from './counterNames';
import { FactTile } from './FactTile';

const PLACE_TYPES = ['online', 'coins', 'likes'] as const;

/** A player's coins, places in the tops and game counters, for all servers or the one chosen. */
export function ProfileFigures({ figures }: { figures: ProfileStatisticsFieldsFragment }) {
  const { t } = useTranslation(['statistics', 'servers']);
  const number = (value: number) => t('servers:top.number', { value });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="profile-coins">
        <FactTile
          label={t('statistics:profile.coinsAmount')}
          value={number(figures.coins.amount)}
          testId="coins-amount"
        />
        <FactTile label={t('statistics:profile.coinsReceived')} value={number(figures.coins.received)} />
        <FactTile label={t('statistics:profile.coinsSpent')} value={number(figures.coins.spent)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('statistics:profile.placesTitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="profile-places">
        {PLACE_TYPES.map((type) => {
          const place = figures.places[type];
          return (
            <FactTile
              key={type}
              label={t(`statistics:profile.places.${type}`)}
              value={
                place === null
                  ? t('statistics:profile.noPlace')
                  : t('statistics:profile.place', { value: place })
              }
              testId={`place-${type}`}
            />
          );
        })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="profile-counters">
        {COUNTER_NAMES.map((name) => (
          <FactTile
            key={name}
            label={t(`servers:profile.counters.${name}`)}
            value={number(figures.counters[name])}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
