import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { sectionLinks } from '../../features/cabinet';
import { RouteTabs, ScreenFrame } from '../../features/site';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { useSession } from '../../platform/session/useSession';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/launcher-settings';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'launcher-settings');

export default function LauncherSettingsScreen() {
  const { t } = useTranslation('screens');
  const lang = useLanguage();
  // A tab behind a permission the player lacks would lead to 404: it is not shown (the admin tab).
  const { permissions } = useSession();
  return (
    <ScreenFrame screen="launcher-settings">
      <Stack gap="lg">
        <RouteTabs
          label={t('launcher-settings.title')}
          tabs={sectionLinks('launcher-settings', permissions).map((tab) => ({
            screen: tab.screen,
            to: `/${lang}/launcher/settings/${tab.path}`,
          }))}
        />
        <Outlet />
      </Stack>
    </ScreenFrame>
  );
}
