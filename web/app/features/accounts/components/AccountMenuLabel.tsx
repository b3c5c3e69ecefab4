import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { avatarOrSkinUrl } from '../../../platform/auth/avatarOrSkinUrl';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import type { SessionAccount } from '../../../platform/session/sessionInfo';
import { PlayerHead } from '../../../ui/PlayerHead';

export function useMoney() {
  const lang = useLanguage();
  const locale = lang === 'ru' ? 'ru-RU' : 'en-GB';
  return {
    rubles: (value: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'RUB',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 2,
      }).format(value),
    coins: (value: number) => new Intl.NumberFormat(locale).format(value),
  };
}

/** What the header's account control shows: head, nickname, balance and coins. */
export function AccountMenuLabel({ account }: { account: SessionAccount }) {
  const { t } = useTranslation('accounts');
  const money = useMoney();
  return (
    <>
      <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
      <Group gap={8} wrap="nowrap">
        <PlayerHead
          login={account.login}
          imageUrl={avatarOrSkinUrl(account.avatarOrSkin)}
          pixelated={account.avatarOrSkin?.type === 'SKIN'}
        />
        <Stack gap={0} visibleFrom="sm">
          <Text size="sm" fw={600} lh={1.2}>
            {account.login}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            {money.rubles(account.balance)} · {money.coins(account.coins)}
          </Text>
        </Stack>
      </Group>
    </>
  );
}

/**
 * The account control while the menu's code is not there (a page streamed before it loaded, or without
 * JavaScript): the same look, a plain link to the cabinet.
 */
export function AccountLink({ account }: { account: SessionAccount }) {
  const lang = useLanguage();
  return (
    <UnstyledButton component={Link} to={href('/:lang/cabinet', { lang })} data-testid="account-menu">
      <AccountMenuLabel account={account} />
    </UnstyledButton>
  );
}
