import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { RouteTabs, type RouteTab } from '../../features/site';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet';

/** The cabinet's tabs in the order of the spec's texts. */
const CABINET_TABS = [
  ['cabinet-roles', 'roles'],
  ['cabinet-abilities', 'abilities'],
  ['cabinet-refund', 'refund'],
  ['cabinet-bonus', 'bonus'],
  ['cabinet-invite', 'invite'],
  ['cabinet-profile', 'profile'],
  ['cabinet-theme', 'theme'],
  ['cabinet-cover', 'cover'],
  ['cabinet-privacy', 'privacy'],
  ['cabinet-2fa', '2fa'],
  ['cabinet-authorization', 'authorization'],
  ['cabinet-password', 'password'],
  ['cabinet-email', 'email'],
  ['cabinet-sessions', 'sessions'],
  ['cabinet-transactions', 'transactions'],
] as const;

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet');

export default function CabinetScreen() {
  const { t } = useTranslation('screens');
  const lang = useLanguage();
  const tabs: RouteTab[] = CABINET_TABS.map(([screen, path]) => ({ screen, to: `/${lang}/cabinet/${path}` }));
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Title order={1}>{t('cabinet.title')}</Title>
        <RouteTabs tabs={tabs} label={t('cabinet.title')} />
        <Outlet />
      </Stack>
    </Container>
  );
}
