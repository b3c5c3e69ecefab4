import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { avatarOrSkinUrl } from '../../../platform/auth/avatarOrSkinUrl';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import { PlayerHead } from '../../../ui/PlayerHead';
import { useMoneyFormat } from '../../payments';
import { useLauncherAgent } from '../hooks/LauncherAgentProvider';

/**
 * The launcher's account page (docs/product.md#launcher `launcher/account`): who is signed in, their
 * balance, the cabinet in the system browser (the launcher's window shows only launcher pages) and
 * signing out.
 */
export function AccountView() {
  const { t } = useTranslation('launcher');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const { api } = useLauncherAgent();
  const { account } = useSession();
  if (!account) {
    return (
      <Alert color="yellow">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('account.signIn')}</Text>
          <Button component={Link} to={href('/:lang/launcher/login', { lang })} size="xs">
            {t('account.signInAction')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const cabinet = href('/:lang/cabinet', { lang });
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="launcher-account">
      <Stack gap="lg">
        <Group gap="md" wrap="nowrap">
          <PlayerHead
            login={account.login}
            imageUrl={avatarOrSkinUrl(account.avatarOrSkin)}
            pixelated={account.avatarOrSkin?.type === 'SKIN'}
            size={64}
          />
          <Stack gap={2} miw={0}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {account.login}
            </Title>
            <Text c="dimmed" data-testid="launcher-balance">
              {t('account.balance', { value: money.rubles(account.balance) })} · {money.coins(account.coins)}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          {/* Opened by the launcher in the system browser; without the launcher, in a new tab. */}
          <Button
            component="a"
            href={cabinet}
            target="_blank"
            rel="noopener"
            variant="light"
            maw="100%"
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal' } }}
            leftSection={<IconExternalLink size={18} aria-hidden />}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (!api) return;
              event.preventDefault();
              void api.openLink(new URL(cabinet, window.location.origin).toString());
            }}
          >
            {t('account.cabinet')}
          </Button>
          <Button
            component="a"
            href={href('/:lang/logout', { lang })}
            color="red"
            variant="subtle"
            leftSection={<IconLogout size={18} aria-hidden />}
          >
            {t('account.signOut')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
