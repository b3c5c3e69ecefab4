import { useMutation } from '@apollo/client/react';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import { BuyRoleDocument, type BuyModeName, type RolePeriodName } from '../../../generated/graphql';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { isPresent } from '../../../platform/isPresent';
import { useSession } from '../../../platform/session/useSession';
import { StackedModal } from '../../../ui/StackedModal';
import { useIdempotencyKey, useMoneyFormat } from '../../payments';
import { useStoreAction } from '../hooks/useStoreAction';
import type { StoreRole } from '../components/RoleCard';
import type { Purchase } from '../components/ThankYouDialog';

export interface BuyTarget {
  role: StoreRole;
  period: RolePeriodName;
  /** The player holds a role on this server: extend or stack is theirs to choose. */
  holdsRole: boolean;
}

export interface BuyRoleDialogProps {
  target: BuyTarget | null;
  onClose: () => void;
  onBought: (purchase: Purchase) => void;
}

/** Confirms a purchase from the balance; with a role already held, asks whether to extend or stack. */
export function BuyRoleDialog({ target, onClose, onBought }: BuyRoleDialogProps) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const session = useSession();
  const action = useStoreAction();
  const idempotency = useIdempotencyKey();
  const [buyRole, buying] = useMutation(BuyRoleDocument);
  // The choice belongs to one dialog opening: a new target starts again from "extend".
  const [choice, setChoice] = useState<{ target: BuyTarget | null; mode: BuyModeName }>({
    target: null,
    mode: 'extend',
  });
  const mode = choice.target === target ? choice.mode : 'extend';
  const setMode = (next: BuyModeName) => {
    setChoice({ target, mode: next });
  };
  const price = target?.role.prices.filter(isPresent).find((item) => item.period === target.period);
  const sameRole = target !== null && target.role.heldUntil !== null;

  const submit = () => {
    if (target === null) return;
    void buyRole({
      variables: { input: { roleId: target.role.id, period: target.period, mode } },
      context: { ...idempotency.context(), ...action.context },
    })
      .then(({ data }) => {
        idempotency.done();
        const bought = data?.buyRole;
        if (!bought) return;
        action.wallet({ balanceKopecks: bought.balanceKopecks });
        onBought(bought);
      })
      .catch((error: unknown) => {
        idempotency.done();
        action.failed(t('errors.purchaseFailed'), error);
      });
  };

  return (
    <StackedModal
      opened={target !== null}
      onClose={onClose}
      title={target ? t('confirm.title', { role: target.role.name }) : ''}
      centered
    >
      {target && price ? (
        <Stack gap="md">
          <Text>
            {t('confirm.summary', {
              role: target.role.name,
              period: t(`periods.${target.period}`),
              price: money.kopecks(price.kopecks),
            })}
          </Text>
          {session.account ? (
            <Text size="sm" c="dimmed">
              {t('confirm.balance', { balance: money.rubles(session.account.balance) })}
            </Text>
          ) : null}
          {target.holdsRole && !sameRole ? (
            <Radio.Group
              label={t('confirm.modeLabel')}
              value={mode}
              onChange={(value) => {
                setMode(value);
              }}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="stack" label={t('confirm.stack')} data-testid="mode-stack" />
                <Radio value="extend" label={t('confirm.replace')} data-testid="mode-extend" />
              </Stack>
            </Radio.Group>
          ) : null}
          {sameRole ? (
            <Text size="sm">
              {t('confirm.extendNote', { date: formatDate(target.role.heldUntil ?? '', lang) })}
            </Text>
          ) : null}
          {session.signedIn ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('confirm.cancel')}
              </Button>
              <Button loading={buying.loading} onClick={submit} data-testid="confirm-buy">
                {t('confirm.pay', { price: money.kopecks(price.kopecks) })}
              </Button>
            </Group>
          ) : (
            <Button
              component={Link}
              to={`${href('/:lang/login', { lang })}?return_to=${encodeURIComponent(href('/:lang/store', { lang }))}`}
            >
              {t('confirm.signIn')}
            </Button>
          )}
        </Stack>
      ) : null}
    </StackedModal>
  );
}
