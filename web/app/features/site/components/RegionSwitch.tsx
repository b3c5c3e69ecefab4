import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';

import { isRegion, regionCookie, REGIONS, type Region } from '../../../platform/region/resolveRegion';

interface RootRegionData {
  region?: Region;
}

/**
 * Russia or global: payment methods follow it. The choice is stored for a year (spec §9) and wins
 * over anything configured or detected.
 */
export function RegionSwitch() {
  const { t } = useTranslation('common');
  const rootData = useRouteLoaderData<RootRegionData>('root');
  const [region, setRegion] = useState<Region>(rootData?.region ?? 'russia');

  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      value={region}
      aria-label={t('region.label')}
      data-testid="region-switch"
      data={REGIONS.map((value) => ({ value, label: t(`region.${value}`) }))}
      onChange={(value) => {
        if (!isRegion(value)) return;
        setRegion(value);
        document.cookie = regionCookie(value);
      }}
    />
  );
}
