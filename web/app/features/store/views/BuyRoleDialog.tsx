import { skipToken, useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Link } from 'react-router';

import {
  BuyRoleDocument,
  StoreQuoteDocument,
  type BuyModeName,
  type RolePeriodName,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { formatDate } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import { StackedModal } from '../../../ui/StackedModal';
import { useIdempotencyKey, useMoneyFormat } from '../../payments';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { PurchaseChoices } from '../components/PurchaseChoices';
import type { StoreRole } from '../components/RoleCard';
import type { Purchase } from '../components/ThankYouDialog';
import { useStoreAction } from '../hooks/useStoreAction';
import { resumeAddress, topUpAddress } from '../resumePurchase';

export interface BuyTarget {
  role: StoreRole;
  period: RolePeriodName;
  /** The server's slug: the way back after a top-up opens the same purchase there. */
  server: string;
  /** The choice the player made before leaving to top up; otherwise the quote's cheaper one. */
  mode?: BuyModeName;
  /** Back from the pay page: how the payment went. */
  payment?: 'success' | 'failed';
}

export interface BuyRoleDialogProps {
  target: BuyTarget | null;
  onClose: () => void;
  onBought: (purchase: Purchase) => void;
}

/**
 * Confirms a purchase with its price before anything is spent (docs/product.md#store). The api's quote
 * gives each choice with the credit for unused days, so the player sees it before paying; the cheaper
 * choice is preselected. With too little on the balance the dialog offers "top up the difference",
 * which comes back here ready to confirm.
 */
export function BuyRoleDialog({ target, onClose, onBought }: BuyRoleDialogProps) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const money = useMoneyFormat();
  const session = useSession();
  const action = useStoreAction();
  const idempotency = useIdempotencyKey();
  const [buyRole, buying] = useMutation(BuyRoleDocument);
  const { data, loading } = useQuery(
    StoreQuoteDocument,
    target === null || !session.signedIn
      ? skipToken
      : {
          variables: { roleId: target.role.id, period: target.period },
          // The balance and the held roles change elsewhere (a payment, another tab): always ask again.
          fetchPolicy: 'network-only',
        },
  );
  // The choice belongs to one dialog opening: another target (or a new opening) starts again from the
  // recommended one. Compared by what is bought: a resumed purchase is rebuilt on every render.
  const [picked, setPicked] = useState<{ key: string; mode: BuyModeName } | null>(null);
  const key = target === null ? '' : `${target.server}:${target.role.id}:${target.period}`;
  const close = () => {
    setPicked(null);
    onClose();
  };
  const quote = data?.storeQuote ?? null;
  const choices = quote?.choices ?? [];
  const wanted = picked?.key === key ? picked.mode : (target?.mode ?? quote?.recommended);
  const chosen = choices.find((choice) => choice.mode === wanted) ?? choices[0];
  const listed = target?.role.prices.find((item) => item.period === target.period);

  const submit = () => {
    if (target === null || chosen === undefined) return;
    void buyRole({
      variables: { input: { roleId: target.role.id, period: target.period, mode: chosen.mode } },
      context: { ...idempotency.context(), ...action.context },
    })
      .then(({ data: result }) => {
        idempotency.done();
        const bought = result?.buyRole;
        if (!bought) return;
        action.wallet({ balanceKopecks: bought.balanceKopecks });
        setPicked(null);
        onBought(bought);
      })
      .catch((error: unknown) => {
        idempotency.done();
        action.failed(t('errors.purchaseFailed'), error);
      });
  };

  const intent =
    target && chosen
      ? { server: target.server, roleId: target.role.id, period: target.period, mode: chosen.mode }
      : null;

  return (
    <StackedModal
      opened={target !== null}
      onClose={close}
      title={target ? t('confirm.title', { role: target.role.name }) : ''}
      centered
    >
      {target ? (
        <Stack gap="md" data-testid="buy-dialog">
          {target.payment === 'success' ? (
            <Alert color="teal" variant="light" data-testid="buy-payment-result">
              {t('confirm.paymentArrived')}
            </Alert>
          ) : null}
          {target.payment === 'failed' ? (
            <Alert color="orange" variant="light" data-testid="buy-payment-result">
              {t('confirm.paymentFailed')}
            </Alert>
          ) : null}
          <Text>
            {t('confirm.summary', {
              role: target.role.name,
              period: t(`periods.${target.period}`),
              price: money.kopecks(chosen?.paidKopecks ?? listed?.kopecks ?? 0),
            })}
          </Text>
          {!session.signedIn ? (
            <Button
              component={Link}
              to={`${href('/:lang/login', { lang })}?return_to=${encodeURIComponent(
                resumeAddress(lang, {
                  server: target.server,
                  roleId: target.role.id,
                  period: target.period,
                  mode: 'stack',
                }),
              )}`}
            >
              {t('confirm.signIn')}
            </Button>
          ) : loading || chosen === undefined || quote === null ? (
            <Loader size="sm" />
          ) : (
            <>
              {choices.length > 1 ? (
                <PurchaseChoices
                  choices={choices}
                  mode={chosen.mode}
                  onChange={(mode) => {
                    setPicked({ key, mode });
                  }}
                />
              ) : null}
              {chosen.appliedMode === 'extend' && target.role.heldUntil ? (
                <Text size="sm">
                  {t('confirm.extendNote', { date: formatDate(target.role.heldUntil, lang) })}
                </Text>
              ) : null}
              <PriceBreakdown choice={chosen} />
              <Text size="sm" c="dimmed" data-testid="buy-balance">
                {t('confirm.balance', { balance: money.kopecks(quote.balanceKopecks) })}
              </Text>
              {chosen.shortfallKopecks > 0 && intent ? (
                <>
                  <Alert color="yellow" variant="light" data-testid="buy-shortfall">
                    {t('confirm.shortfall', { missing: money.kopecks(chosen.shortfallKopecks) })}
                  </Alert>
                  <Group justify="flex-end">
                    <Button variant="default" onClick={close}>
                      {t('confirm.cancel')}
                    </Button>
                    <Button
                      component={Link}
                      to={topUpAddress(lang, chosen.shortfallKopecks, intent)}
                      data-testid="top-up-difference"
                    >
                      {t('confirm.topUp', { amount: money.rubles(Math.ceil(chosen.shortfallKopecks / 100)) })}
                    </Button>
                  </Group>
                </>
              ) : (
                <Group justify="flex-end">
                  <Button variant="default" onClick={close}>
                    {t('confirm.cancel')}
                  </Button>
                  <Button loading={buying.loading} onClick={submit} data-testid="confirm-buy">
                    {t('confirm.pay', { price: money.kopecks(chosen.paidKopecks) })}
                  </Button>
                </Group>
              )}
            </>
          )}
        </Stack>
      ) : null}
    </StackedModal>
  );
}
