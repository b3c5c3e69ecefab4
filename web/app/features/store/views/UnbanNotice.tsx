import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { BuyUnbanDocument } from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { clientSession } from '../../../platform/session/clientSession';
import { useSession } from '../../../platform/session/useSession';
import { useIdempotencyKey, useMoneyFormat } from '../../payments';
import { useStoreAction } from '../hooks/useStoreAction';

/** A banned player sees it on the store page and can buy the unban (docs/product.md#store). */
export function UnbanNotice() {
  const { t } = useTranslation('store');
  const money = useMoneyFormat();
  const { account } = useSession();
  const action = useStoreAction();
  const idempotency = useIdempotencyKey();
  const [buyUnban, buying] = useMutation(BuyUnbanDocument);
  if (!account?.isBanned) return null;

  const submit = () => {
    void buyUnban({ context: { ...idempotency.context(), ...action.context } })
      .then(({ data }) => {
        idempotency.done();
        const done = data?.buyUnban;
        if (!done) return;
        action.wallet({ balanceKopecks: done.balanceKopecks });
        const current = clientSession.get().account;
        if (current) clientSession.update({ account: { ...current, isBanned: false, unbanPrice: 0 } });
        notify({ type: 'success', text: t('unban.done') });
      })
      .catch((error: unknown) => {
        idempotency.done();
        action.failed(t('unban.failed'), error);
      });
  };

  return (
    <Alert color="red" variant="light" icon={<IconBan size={18} aria-hidden />} data-testid="unban-notice">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('unban.text')}</Text>
        <Button color="red" size="xs" loading={buying.loading} onClick={submit}>
          {t('unban.buy', { price: money.rubles(account.unbanPrice) })}
        </Button>
      </Group>
    </Alert>
  );
}
