import { Container, NavLink, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet, useLocation, href } from 'react-router';
import { useTranslation } from 'react-i18next';

import { staffLinks } from '../../features/staff';
import { httpError } from '../../platform/httpError';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import { sessionContext } from '../../platform/session/sessionContext';
import { useSession } from '../../platform/session/useSession';
import type { Route } from './+types/staff';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'staff');

/** Someone with no staff page at all gets the same 404 as for any page they may not open (docs/product.md#staff). */
export function loader({ context }: Route.LoaderArgs) {
  if (staffLinks(context.get(sessionContext).permissions).length === 0) {
    httpError(404);
  }
  return null;
}

/** The staff section: its own navigation, built from the route table and the member's permissions. */
export default function StaffScreen() {
  const { t } = useTranslation(['screens', 'staff']);
  const lang = useLanguage();
  const { pathname } = useLocation();
  const links = staffLinks(useSession().permissions);
  const atRoot = pathname.replace(/\/+$/, '') === href('/:lang/staff', { lang });
  return (
    <Container size="lg" py={{ base: 'lg', md: 40 }}>
      <Stack gap="lg">
        <Title order={1}>{t('staff.title')}</Title>
        <SimpleGrid cols={{ base: 1, md: 4 }} spacing="lg">
          <Paper withBorder radius="md" p="xs" component="nav" aria-label={t('staff:nav.label')}>
            {links.map((link) => {
              const to = `/${lang}/staff/${link.path}`;
              return (
                <NavLink
                  key={link.screen}
                  component={Link}
                  to={to}
                  label={t(`${link.screen}.title`)}
                  active={pathname.startsWith(to)}
                />
              );
            })}
          </Paper>
          <Stack style={{ gridColumn: 'span 3' }} gap="lg" miw={0}>
            {atRoot ? <Text c="dimmed">{t('staff.description')}</Text> : <Outlet />}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
