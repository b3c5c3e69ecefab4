import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { StaffSiteSettingsDocument } from '../../../generated/graphql';
import { DefaultsSection } from './DefaultsSection';
import { PaymentsSection } from './PaymentsSection';
import { RewardsSection } from './RewardsSection';
import { SocialSection } from './SocialSection';

/**
 * Staff (staff.settings.manage): the owner's site settings in four sections, each saved on its own.
 * The api validates and audits every save; the site reads the stored values on the next page load.
 */
export function SiteSettingsPanel() {
  const { t } = useTranslation('staffSettings');
  const { data } = useQuery(StaffSiteSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const settings = data?.staffSiteSettings;
  if (settings === undefined || settings === null) return <Loader aria-label={t('loading')} />;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('defaultsNote')}
      </Text>
      <SocialSection social={settings.social} />
      <PaymentsSection payments={settings.payments} />
      <RewardsSection rewards={settings.rewards} />
      <DefaultsSection defaults={settings.defaults} />
    </Stack>
  );
}
