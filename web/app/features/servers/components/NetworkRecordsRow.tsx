import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { MonitoringQuery } from '../../../generated/graphql';
import { FactTile } from './FactTile';

export type NetworkRecordsData = NonNullable<MonitoringQuery['serverMonitoring']>['records'];

/** The network's online now, its record of the day and of all time, each with the moment it was reached. */
export function NetworkRecordsRow({ records }: { records: NetworkRecordsData }) {
  const { t } = useTranslation(['statistics', 'servers']);
  const reached = (at: string | null | undefined) =>
    at
      ? t('statistics:records.at', {
          value: new Date(at),
          formatParams: { value: { dateStyle: 'short', timeStyle: 'short' } },
        })
      : t('statistics:records.notYet');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="network-records">
      <FactTile
        label={t('statistics:records.current')}
        value={t('servers:stats.number', { value: records.onlineCurrent })}
      />
      <FactTile
        label={t('statistics:records.day')}
        value={t('servers:stats.number', { value: records.onlineDay })}
        hint={reached(records.timeOnlineDay)}
        testId="network-record-day"
      />
      <FactTile
        label={t('statistics:records.max')}
        value={t('servers:stats.number', { value: records.onlineMax })}
        hint={reached(records.timeOnlineMax)}
        testId="network-record-max"
      />
    </SimpleGrid>
  );
}
