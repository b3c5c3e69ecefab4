import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { RouteTabs, ScreenFrame } from '../../features/site';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-settings';

const SETTINGS_TABS = ['folder', 'ram', 'theme', 'other', 'admin'] as const;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-settings');

export default function LauncherSettingsScreen() {
  const { t } = useTranslation('screens');
  const lang = useLanguage();
  return (
    <ScreenFrame screen="launcher-settings">
      <Stack gap="lg">
        <RouteTabs
          label={t('launcher-settings.title')}
          tabs={SETTINGS_TABS.map((tab) => ({
            screen: `launcher-settings-${tab}` as const,
            to: `/${lang}/launcher/settings/${tab}`,
          }))}
        />
        <Outlet />
      </Stack>
    </ScreenFrame>
  );
}
