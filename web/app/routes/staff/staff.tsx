import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Outlet, useLocation, href } from 'react-router';
import { useTranslation } from 'react-i18next';

import { StaffNav, staffLinks } from '../../features/staff';
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

/** The staff section: its own navigation (collapsed on phones), built from the route table and permissions. */
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
          <StaffNav links={links} />
          <Stack style={{ gridColumn: 'span 3' }} gap="lg" miw={0}>
            {atRoot ? <Text c="dimmed">{t('staff.description')}</Text> : <Outlet />}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
