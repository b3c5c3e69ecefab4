import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { BuyUnbanDocument, UnbanDetailsDocument } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { notify } from '../../../platform/notifications/notify';
import { clientSession } from '../../../platform/session/clientSession';
import { useSession } from '../../../platform/session/useSession';
import { StackedModal } from '../../../ui/StackedModal';
import { useIdempotencyKey, useMoneyFormat } from '../../payments';
import { useStoreAction } from '../hooks/useStoreAction';

type SignedInAccount = NonNullable<ReturnType<typeof useSession>['account']>;

/**
 * A banned player sees it on the store page: who banned them (the site or a game server), why and until
 * when, and can buy the unban after confirming the price (docs/product.md#store, issue 30). Everyone
 * else gets nothing, without the notice's queries, mutation and forms being set up on every store page.
 */
export function UnbanNotice() {
  const { account } = useSession();
  return account?.isBanned === true ? <BannedNotice account={account} /> : null;
}

function BannedNotice({ account }: { account: SignedInAccount }) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const action = useStoreAction();
  const idempotency = useIdempotencyKey();
  const [confirming, setConfirming] = useState(false);
  const [buyUnban, buying] = useMutation(BuyUnbanDocument);
  const { data } = useQuery(UnbanDetailsDocument, { fetchPolicy: 'cache-and-network' });
  const bans = data?.myActiveBans?.items ?? [];
  const price = money.rubles(account.unbanPrice);

  const submit = () => {
    void buyUnban({ context: { ...idempotency.context(), ...action.context } })
      .then(({ data: bought }) => {
        idempotency.done();
        setConfirming(false);
        const done = bought?.buyUnban;
        if (!done) return;
        action.wallet({ balanceKopecks: done.balanceKopecks });
        const current = clientSession.get().account;
        if (current) clientSession.update({ account: { ...current, isBanned: false, unbanPrice: 0 } });
        notify({ type: 'success', text: t('unban.done') });
      })
      .catch((error: unknown) => {
        idempotency.done();
        setConfirming(false);
        action.failed(t('unban.failed'), error);
      });
  };

  const until = (ban: (typeof bans)[number]) =>
    ban.permanent || !ban.endsAt
      ? t('unban.forever')
      : t('unban.until', { date: formatDate(ban.endsAt, lang) });

  return (
    <Alert color="red" variant="light" icon={<IconBan size={18} aria-hidden />} data-testid="unban-notice">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {bans.some((ban) => ban.source === 'site') ? t('unban.siteTitle') : t('unban.gameTitle')}
        </Text>
        {bans.length > 0 ? (
          <List size="sm" spacing={4} data-testid="unban-bans">
            {bans.map((ban) => (
              <List.Item key={`${ban.source}-${ban.server}-${ban.endsAt ?? 'forever'}`}>
                {t('unban.ban', {
                  by: ban.source === 'site' ? t('unban.bySite') : ban.server,
                  reason: ban.reason || t('unban.noReason'),
                  until: until(ban),
                })}
              </List.Item>
            ))}
          </List>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('unban.text')}</Text>
          <Button
            color="red"
            size="xs"
            onClick={() => {
              setConfirming(true);
            }}
          >
            {t('unban.buy', { price })}
          </Button>
        </Group>
      </Stack>
      <StackedModal
        opened={confirming}
        onClose={() => {
          setConfirming(false);
        }}
        title={t('unban.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('unban.confirmText', { price })}</Text>
          <Text size="sm" c="dimmed">
            {t('confirm.balance', { balance: money.rubles(account.balance) })}
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t('confirm.cancel')}
            </Button>
            <Button color="red" loading={buying.loading} onClick={submit} data-testid="confirm-unban">
              {t('unban.confirmPay', { price })}
            </Button>
          </Group>
        </Stack>
      </StackedModal>
    </Alert>
  );
}
