import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, href } from 'react-router';

import { sectionLinks } from '../../features/cabinet';
import { RouteTabs, ScreenFrame } from '../../features/site';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet-cover';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet-cover');

/** The profile cover: art, glow and style, each its own page. */
export default function CabinetCoverScreen() {
  const { t } = useTranslation('screens');
  const lang = useLanguage();
  const base = href('/:lang/cabinet/cover', { lang });
  return (
    <ScreenFrame screen="cabinet-cover" nested>
      <Stack gap="lg">
        <RouteTabs
          label={t('cabinet-cover.title')}
          tabs={sectionLinks('cabinet-cover').map((tab) => ({
            screen: tab.screen,
            to: `${base}/${tab.path}`,
          }))}
        />
        <Outlet />
      </Stack>
    </ScreenFrame>
  );
}
