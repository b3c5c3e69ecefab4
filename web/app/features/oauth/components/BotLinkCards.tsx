import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { useQuery } from '../../../platform/apollo/useQuery';
import { TwoFactorSettingsDocument } from '../../../generated/graphql';
import { useLanguage } from '../../../platform/i18n/useLanguage';

/** The two-factor bot's types (docs/product.md#two-factor) and the services they prove. */
const BOTS = [
  { type: 1, service: 'telegram', available: 'telegramAvailable' },
  { type: 2, service: 'vk', available: 'vkAvailable' },
] as const;

/**
 * Telegram and VK as linked services: the two-factor bot's chat is the verified link
 * (docs/decisions.md, "Linked accounts"), managed on the two-factor tab.
 */
export function BotLinkCards() {
  const { t } = useTranslation(['oauth']);
  const lang = useLanguage();
  const settings = useQuery(TwoFactorSettingsDocument, { fetchPolicy: 'cache-and-network' }).data
    ?.twoFactorSettings;
  if (!settings) return null;
  return BOTS.filter((bot) => settings[bot.available]).map((bot) => {
    const linked = settings.enabled && settings.type === bot.type;
    return (
      <Card key={bot.service} withBorder radius="md" padding="md" data-testid={`bot-link-${bot.service}`}>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600}>{t(`bots.${bot.service}`)}</Text>
            <Text size="sm" c="dimmed">
              {linked ? t('botLinked') : t('notLinked')}
            </Text>
          </Stack>
          <Button component={Link} to={href('/:lang/cabinet/2fa', { lang })} size="xs" variant="light">
            {linked ? t('botManage') : t('link')}
          </Button>
        </Group>
      </Card>
    );
  });
}
