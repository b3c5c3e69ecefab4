import { useMutation } from '@apollo/client/react';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';

import { SetRegionDocument } from '../../../generated/graphql';
import { isRegion, regionCookie, REGIONS, type Region } from '../../../platform/region/resolveRegion';
import { useSession } from '../../../platform/session/useSession';

interface RootRegionData {
  region?: Region;
}

/**
 * Russia or global: payment methods follow it. The choice is stored for a year (docs/product.md#site) and wins
 * over anything configured or detected; a signed-in player's choice is also kept on the account
 * (user/set-region), so it follows them to another device.
 */
export function RegionSwitch() {
  const { t } = useTranslation('common');
  const rootData = useRouteLoaderData<RootRegionData>('root');
  const [region, setRegion] = useState<Region>(rootData?.region ?? 'russia');
  const { signedIn } = useSession();
  const [storeRegion] = useMutation(SetRegionDocument);

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
        // The cookie already holds the choice on this device; the account copy may fail quietly.
        if (signedIn)
          storeRegion({ variables: { input: { region: value, fixed: true } } }).catch(() => undefined);
      }}
    />
  );
}
