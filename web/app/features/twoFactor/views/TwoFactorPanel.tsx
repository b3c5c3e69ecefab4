import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBrandTelegram, IconBrandVk, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  AccountHistoryDocument,
  StartTwoFactorLinkDocument,
  TwoFactorSettingsDocument,
  UnlinkTwoFactorDocument,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { HistoryList } from '../../cabinet';

/** The cabinet's 2FA tab: connect the Telegram or VK bot with a one-time link, or turn it off. */
export function TwoFactorPanel() {
  const { t } = useTranslation('twoFactor');
  const lang = useLanguage();
  const [linking, setLinking] = useState(false);
  const { data } = useQuery(TwoFactorSettingsDocument, {
    fetchPolicy: 'cache-and-network',
    // While a link is open in the bot, look every 3 s whether the player has pressed Start.
    pollInterval: linking ? 3000 : 0,
  });
  const [start, starting] = useMutation(StartTwoFactorLinkDocument);
  const [unlink, unlinking] = useMutation(UnlinkTwoFactorDocument, {
    refetchQueries: [TwoFactorSettingsDocument, AccountHistoryDocument],
  });
  const settings = data?.twoFactorSettings;
  if (!settings) return <Text c="dimmed">{t('panel.loading')}</Text>;
  if (settings.enabled && linking) setLinking(false);

  const connect = (type: 1 | 2) => {
    void start({ variables: { input: { type } } }).then(({ data: link }) => {
      const url = link?.startTwoFactorLink?.url;
      if (!url) return;
      setLinking(true);
      window.open(url, '_blank', 'noopener');
    });
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" maw={560}>
        {settings.enabled ? (
          <Stack gap="md">
            <Group gap="sm">
              <IconShieldCheck size={24} color="var(--mantine-color-teal-5)" aria-hidden />
              <Text fw={600}>{t('panel.on')}</Text>
              <Badge variant="light">{settings.type === 2 ? 'VK' : 'Telegram'}</Badge>
            </Group>
            {settings.linkedAt ? (
              <Text size="sm" c="dimmed">
                {t('panel.since', { date: formatDateTime(settings.linkedAt, lang) })}
              </Text>
            ) : null}
            <Button
              color="red"
              variant="light"
              loading={unlinking.loading}
              onClick={() => {
                void unlink().then(() => {
                  notify({ type: 'warn', text: t('panel.unlinked') });
                });
              }}
            >
              {t('panel.unlink')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{t('panel.off')}</Text>
            {!settings.telegramAvailable && !settings.vkAvailable ? (
              <Alert color="gray" variant="light">
                {t('panel.noBots')}
              </Alert>
            ) : null}
            <Group>
              {settings.telegramAvailable ? (
                <Button
                  leftSection={<IconBrandTelegram size={18} aria-hidden />}
                  loading={starting.loading}
                  onClick={() => {
                    connect(1);
                  }}
                >
                  {t('panel.connectTelegram')}
                </Button>
              ) : null}
              {settings.vkAvailable ? (
                <Button
                  leftSection={<IconBrandVk size={18} aria-hidden />}
                  loading={starting.loading}
                  onClick={() => {
                    connect(2);
                  }}
                >
                  {t('panel.connectVk')}
                </Button>
              ) : null}
            </Group>
            {linking ? <Text size="sm">{t('panel.waitingForStart')}</Text> : null}
          </Stack>
        )}
      </Card>
      {/* A new key once the bot connects reloads the history: its query asks the network on mount. */}
      <HistoryList key={String(settings.enabled)} target="twoFactor" />
    </Stack>
  );
}
