import { Box, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, href } from 'react-router';

import { CabinetNavigation, cabinetLayoutClasses as classes } from '../../features/cabinet';
import { useLanguage } from '../../platform/i18n/useLanguage';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/cabinet';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'cabinet');

/** The cabinet: its pages grouped by area beside (phones: above) the open page. */
export default function CabinetScreen() {
  const { t } = useTranslation('screens');
  const lang = useLanguage();
  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap="xl">
        <Title order={1}>{t('cabinet.title')}</Title>
        <Box className={classes.layout}>
          <Box className={classes.side}>
            <CabinetNavigation base={href('/:lang/cabinet', { lang })} />
          </Box>
          <Box miw={0}>
            <Outlet />
          </Box>
        </Box>
      </Stack>
    </Container>
  );
}
