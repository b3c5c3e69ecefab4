import { Box, Button, Group, Paper, ScrollArea, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { IconGift, IconSearch, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { ScreenFrame } from '../../features/site';
import { screenMeta } from '../../platform/seo/screenMeta';
import type { Route } from './+types/development-adaptive-buttons';

export const meta: Route.MetaFunction = (args) => screenMeta(args, 'development-adaptive-buttons');

/** Below `sm` a row of actions stacks into full-width buttons (touch targets); from `sm` it is one row. */
function ActionRow({ stacked }: { stacked: boolean }) {
  const { t } = useTranslation('shell');
  const buttons = [
    <Button key="buy" leftSection={<IconWallet size={16} aria-hidden />} fullWidth={stacked}>
      {t('development.buy')}
    </Button>,
    <Button key="gift" variant="light" leftSection={<IconGift size={16} aria-hidden />} fullWidth={stacked}>
      {t('development.gift')}
    </Button>,
    <Button
      key="details"
      variant="default"
      leftSection={<IconSearch size={16} aria-hidden />}
      fullWidth={stacked}
    >
      {t('development.details')}
    </Button>,
  ];
  return stacked ? <Stack gap="xs">{buttons}</Stack> : <Group gap="sm">{buttons}</Group>;
}

/**
 * The same row of actions drawn at the narrowest width of each of the theme's breakpoints, then live at
 * the width of this window (CSS decides: nothing to mismatch on hydration).
 */
export default function DevelopmentAdaptiveButtonsScreen() {
  const { t } = useTranslation('shell');
  const theme = useMantineTheme();
  const breakpoints = Object.entries(theme.breakpoints);
  const px = (em: string) => Math.round(parseFloat(em) * 16);
  const smallest = px(theme.breakpoints.xs);
  const widths = [
    { key: 'base', label: t('development.breakpointBase', { width: `${smallest}px` }), width: 320 },
    ...breakpoints.map(([name, em]) => ({
      key: name,
      label: t('development.breakpoint', { name, width: `${px(em)}px` }),
      width: px(em),
    })),
  ];
  const stackedBelow = px(theme.breakpoints.sm);

  return (
    <ScreenFrame screen="development-adaptive-buttons">
      <Stack gap="lg">
        <Paper withBorder radius="lg" p="md" component="section" aria-label={t('development.currentWidth')}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('development.currentWidth')}
            </Title>
            <Box hiddenFrom="sm">
              <ActionRow stacked />
            </Box>
            <Box visibleFrom="sm">
              <ActionRow stacked={false} />
            </Box>
          </Stack>
        </Paper>
        {widths.map(({ key, label, width }) => (
          <Paper key={key} withBorder radius="lg" p="md" component="section" aria-label={label}>
            <Stack gap="sm">
              <Title order={2} size="h5" ff="monospace">
                {label}
              </Title>
              <ScrollArea type="auto" offsetScrollbars>
                <Box w={width} p="sm" style={{ border: '1px dashed var(--ls-border)', borderRadius: 8 }}>
                  <ActionRow stacked={width < stackedBelow} />
                </Box>
              </ScrollArea>
              <Text size="xs" c="dimmed">
                {`${width}px`}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </ScreenFrame>
  );
}
