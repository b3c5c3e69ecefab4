import { useMutation } from '@apollo/client/react';
import { Button, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CabinetRolesDocument,
  RoleTransferServersDocument,
  TransferRoleDocument,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { notify } from '../../../platform/notifications/notify';
import { StackedModal } from '../../../ui/StackedModal';
import { useIdempotencyKey, useMoneyFormat } from '../../payments';
import { useStoreAction } from '../hooks/useStoreAction';

export interface TransferRoleModalProps {
  grantId: number;
  onClose: () => void;
}

/** Moves a held role to another server for a fee; the server has to be chosen (spec: required). */
export function TransferRoleModal({ grantId, onClose }: TransferRoleModalProps) {
  const { t } = useTranslation('store');
  const money = useMoneyFormat();
  const action = useStoreAction();
  const idempotency = useIdempotencyKey();
  const { data, loading } = useQuery(RoleTransferServersDocument, {
    variables: { grant: grantId },
    fetchPolicy: 'network-only',
  });
  const [transfer, transferring] = useMutation(TransferRoleDocument, {
    refetchQueries: [CabinetRolesDocument],
  });
  const [server, setServer] = useState('');
  const view = data?.roleTransferServers;
  const targets = view?.servers ?? [];
  const chosen = targets.find((item) => item.server.slug === server);

  const submit = () => {
    if (!chosen) return;
    void transfer({
      variables: { input: { grantId, server: chosen.server.slug } },
      context: { ...idempotency.context(), ...action.context },
    })
      .then(({ data: result }) => {
        idempotency.done();
        const done = result?.transferRole;
        if (!done) return;
        action.wallet({ balanceKopecks: done.balanceKopecks });
        notify({ type: 'success', text: t('roleTransfer.done', { server: done.server.name }) });
        onClose();
      })
      .catch((error: unknown) => {
        idempotency.done();
        action.failed(t('roleTransfer.failed'), error);
      });
  };

  return (
    <StackedModal opened onClose={onClose} title={t('roleTransfer.title')} centered>
      {!view ? (
        loading ? (
          <Loader />
        ) : null
      ) : targets.length === 0 ? (
        <Text c="dimmed">{t('roleTransfer.nowhere')}</Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md" data-testid="transfer-role">
            <Text size="sm" c="dimmed">
              {t('roleTransfer.hint', { role: view.roleName })}
            </Text>
            <NativeSelect
              label={t('roleTransfer.server')}
              data={[
                { value: '', label: t('roleTransfer.choose'), disabled: true },
                ...targets.map((item) => ({
                  value: item.server.slug,
                  label: `${item.server.name} — ${money.kopecks(item.priceKopecks)}`,
                })),
              ]}
              value={server}
              onChange={(event) => {
                setServer(event.currentTarget.value);
              }}
              required
              data-testid="transfer-role-server"
            />
            <Button
              type="submit"
              loading={transferring.loading}
              disabled={!chosen}
              data-testid="transfer-role-submit"
            >
              {chosen
                ? t('roleTransfer.pay', { price: money.kopecks(chosen.priceKopecks) })
                : t('roleTransfer.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </StackedModal>
  );
}
