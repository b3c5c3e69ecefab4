import { useMutation } from '@apollo/client/react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { SetSiteThemeDocument, SiteThemesDocument } from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';

/** The cabinet's theme tab: each theme as a swatch of its gradient; choosing one recolours the site. */
export function ThemePanel() {
  const { t } = useTranslation('looks');
  const themes = useQuery(SiteThemesDocument, { fetchPolicy: 'cache-and-network' }).data?.siteThemes;
  const [setTheme, { loading }] = useMutation(SetSiteThemeDocument, {
    update(cache, { data }) {
      if (data?.setSiteTheme)
        cache.writeQuery({ query: SiteThemesDocument, data: { siteThemes: data.setSiteTheme } });
    },
    onCompleted: () => {
      notify({ type: 'success', text: t('themeSaved') });
    },
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
      {themes?.themes.map((theme) => {
        const current = theme.id === themes.current;
        return (
          <Card key={theme.id} withBorder radius="md" padding="md" data-testid={`theme-${theme.id}`}>
            <Stack gap="sm">
              <div
                aria-hidden
                style={{
                  height: 64,
                  borderRadius: 8,
                  background: `linear-gradient(135deg, ${theme.data.tripleGradient1}, ${theme.data.tripleGradient2}, ${theme.data.tripleGradient3})`,
                  boxShadow: theme.data.buttonGlow,
                }}
              />
              <Group justify="space-between">
                <Text fw={600}>{t(`themes.${theme.id}` as 'themes.amethyst')}</Text>
                {theme.locked ? (
                  <Badge variant="light" color="gray" leftSection={<IconLock size={12} />}>
                    {t('locked')}
                  </Badge>
                ) : null}
              </Group>
              <Button
                variant={current ? 'filled' : 'default'}
                disabled={theme.locked || current}
                loading={loading}
                onClick={() => void setTheme({ variables: { id: theme.id } })}
              >
                {t(current ? 'chosen' : 'choose')}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
