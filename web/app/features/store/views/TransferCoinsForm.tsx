import { useMutation } from '@apollo/client/react';
import { Button, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useQuery } from '../../../platform/apollo/useQuery';
import { StoreServersDocument, TransferCoinsDocument } from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { StackedModal } from '../../../ui/StackedModal';
import { useIdempotencyKey } from '../../payments';
import { useStoreAction } from '../hooks/useStoreAction';

/** The transfer form itself, downloaded only when the modal opens (TransferCoinsModal). */
export function TransferCoinsForm({ coins, onClose }: { coins: number; onClose: () => void }) {
  const { t } = useTranslation('store');
  const { data } = useQuery(StoreServersDocument);
  const [transfer, transferring] = useMutation(TransferCoinsDocument);
  const idempotency = useIdempotencyKey();
  const action = useStoreAction();
  const servers = data?.storeRoles?.servers ?? [];
  const [server, setServer] = useState<string | null>(null);
  const [amount, setAmount] = useState<number>(Math.min(10, coins));
  const chosen = server ?? servers[0]?.slug ?? null;
  const valid = chosen !== null && Number.isInteger(amount) && amount >= 1;

  const submit = () => {
    if (!valid) return;
    void transfer({
      variables: { input: { server: chosen, amount } },
      context: { ...idempotency.context(), ...action.context },
    })
      .then(({ data: result }) => {
        idempotency.done();
        const done = result?.transferCoins;
        if (!done) return;
        action.wallet({ coins: done.coins });
        notify({
          type: 'success',
          text: t('transfer.done', { count: done.amount, server: done.server.name }),
        });
        onClose();
      })
      .catch((error: unknown) => {
        idempotency.done();
        action.failed(t('transfer.failed'), error);
      });
  };

  return (
    <StackedModal opened onClose={onClose} title={t('transfer.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md" data-testid="transfer-coins">
          <Text size="sm" c="dimmed">
            {t('transfer.have', { count: coins })}
          </Text>
          <NativeSelect
            label={t('transfer.server')}
            data={servers.map((item) => ({ value: item.slug, label: item.name }))}
            value={chosen ?? ''}
            onChange={(event) => {
              setServer(event.currentTarget.value);
            }}
            required
            data-testid="transfer-server"
          />
          <NumberInput
            label={t('transfer.amount')}
            value={amount}
            onChange={(value) => {
              setAmount(typeof value === 'number' ? value : Number(value) || 0);
            }}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            required
            data-testid="transfer-amount"
          />
          <Button
            type="submit"
            loading={transferring.loading}
            disabled={!valid}
            data-testid="transfer-submit"
          >
            {t('transfer.submit')}
          </Button>
        </Stack>
      </form>
    </StackedModal>
  );
}
