import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/development-icons';
import { SITE_ICONS } from './showcase/siteIcons';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'development-icons');

const ICONS = Object.entries(SITE_ICONS);

/** Every Tabler icon the site imports (kept complete by `siteIcons.test.ts`), at the sizes it uses. */
export default function DevelopmentIconsScreen() {
  const { t } = useTranslation('shell');
  return (
    <ScreenFrame screen="development-icons">
      <Stack gap="md">
        <Badge variant="light" size="lg">
          {t('development.iconCount', { count: ICONS.length })}
        </Badge>
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm">
          {ICONS.map(([name, Icon]) => (
            <Paper key={name} withBorder radius="md" p="sm" data-testid="showcase-icon">
              <Stack align="center" gap={6}>
                <Stack gap={4} align="center" style={{ flexDirection: 'row' }}>
                  <Icon size={16} aria-hidden />
                  <Icon size={24} stroke={1.5} aria-hidden />
                  <Icon size={32} stroke={1.5} aria-hidden />
                </Stack>
                <Text size="xs" ff="monospace" ta="center" style={{ wordBreak: 'break-all' }}>
                  {name}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </ScreenFrame>
  );
}
