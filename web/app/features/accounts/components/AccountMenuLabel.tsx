import { Group, Indicator, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { avatarOrSkinUrl } from '../../../platform/auth/avatarOrSkinUrl';
import { formatRubles } from '../../../platform/i18n/formatRubles';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { formatWholeNumber } from '../../../platform/i18n/wholeNumbers';
import type { SessionAccount } from '../../../platform/session/sessionInfo';
import { PlayerHead } from '../../../ui/PlayerHead';
import classes from './AccountMenuLabel.module.css';

export function useMoney() {
  const lang = useLanguage();
  return {
    rubles: (value: number) => formatRubles(value, lang),
    // Whole coins without a NumberFormat per call (platform/i18n/wholeNumbers.ts); a fraction still by Intl.
    coins: (value: number) =>
      formatWholeNumber(value, lang) ??
      new Intl.NumberFormat(lang === 'ru' ? 'ru-RU' : 'en-GB').format(value),
  };
}

export interface AccountControlProps {
  account: SessionAccount;
  /** Nickname and balance at every width (the phone's drawer); by default only from the `sm` width. */
  withDetails?: boolean;
  /** Friend requests waiting for an answer: a dot on the head and words for screen readers. */
  friendRequests?: number;
}

/** What the header's account control shows: head, nickname, balance and coins. */
export function AccountMenuLabel({ account, withDetails = false, friendRequests = 0 }: AccountControlProps) {
  const { t } = useTranslation('accounts');
  const money = useMoney();
  const detailsFrom = withDetails ? undefined : 'sm';
  return (
    <>
      <VisuallyHidden>{t('header.accountMenu')}</VisuallyHidden>
      {/* Where only the head shows, the name still says whose account it is (issue 30). */}
      {detailsFrom && <VisuallyHidden hiddenFrom={detailsFrom}>{account.login}</VisuallyHidden>}
      {friendRequests > 0 && (
        <VisuallyHidden>{t('header.friendRequestsWaiting', { count: friendRequests })}</VisuallyHidden>
      )}
      <Group gap={8} wrap="nowrap">
        <Indicator
          disabled={friendRequests === 0}
          label={friendRequests}
          size={16}
          color="red"
          offset={2}
          data-testid="friend-requests-indicator"
        >
          <PlayerHead
            login={account.login}
            imageUrl={avatarOrSkinUrl(account.avatarOrSkin)}
            pixelated={account.avatarOrSkin?.type === 'SKIN'}
          />
        </Indicator>
        <Stack gap={0} visibleFrom={detailsFrom}>
          <Text size="sm" fw={600} lh={1.2} className={classes.oneLine}>
            {account.login}
          </Text>
          <Text size="xs" c="dimmed" lh={1.2} className={classes.oneLine}>
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
export function AccountLink({ account, withDetails }: AccountControlProps) {
  const lang = useLanguage();
  return (
    <UnstyledButton component={Link} to={href('/:lang/cabinet', { lang })} data-testid="account-menu">
      <AccountMenuLabel account={account} withDetails={withDetails} />
    </UnstyledButton>
  );
}
