import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Chip, Group, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import {
  CreatePaymentDocument,
  PayOptionsDocument,
  type PaymentMethodName,
} from '../../../generated/graphql';
import { useQuery } from '../../../platform/apollo/useQuery';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useSession } from '../../../platform/session/useSession';
import { bonusPreview } from '../bonusPreview';
import { useIdempotencyKey } from '../hooks/useIdempotencyKey';
import { useMoneyFormat } from '../hooks/useMoneyFormat';
import { payReturn } from '../payReturn';

/**
 * `/pay`: amount with presets, the bonus it earns, the method, then the provider's page. The player
 * comes back to the host they paid from (their session lives there): to this page, where
 * `?notify=success` / `?notify=failed` become a toast (useQueryNotification), or, sent here by the
 * store's "top up the difference" (`?amount=&return=`), to the purchase they left.
 */
export function PayPanel() {
  const { t } = useTranslation('payments');
  const money = useMoneyFormat();
  const session = useSession();
  const { data } = useQuery(PayOptionsDocument);
  const [createPayment, creating] = useMutation(CreatePaymentDocument);
  const idempotency = useIdempotencyKey();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const back = payReturn(params, lang);
  const [amount, setAmount] = useState<number>(back.amount ?? 500);
  const [chosen, setChosen] = useState<PaymentMethodName | null>(null);
  const [leaving, setLeaving] = useState(false);
  const options = data?.payOptions;
  const methods = options?.methods ?? [];
  const method = chosen ?? methods[0]?.method ?? null;
  const tiers = options?.bonusTiers ?? [];
  const preview = bonusPreview(amount, tiers);
  const valid =
    options !== undefined &&
    options !== null &&
    Number.isInteger(amount) &&
    amount >= options.minRubles &&
    amount <= options.maxRubles;

  const submit = () => {
    if (!valid || method === null) return;
    const returnTo = `${window.location.origin}${back.path}`;
    void createPayment({
      variables: { input: { amount, method, returnTo } },
      context: idempotency.context(),
    })
      .then(({ data: created }) => {
        idempotency.done();
        const url = created?.createPayment?.redirectUrl;
        if (url) {
          setLeaving(true);
          window.location.assign(url);
        }
      })
      .catch(() => {
        // The error link already told the player; a new attempt gets a new key.
        idempotency.done();
      });
  };

  return (
    <Stack gap="lg" maw={560}>
      {session.account ? (
        <Text c="dimmed" data-testid="pay-balance">
          {t('pay.balance', { balance: money.rubles(session.account.balance) })}
        </Text>
      ) : null}
      {back.toPurchase ? (
        <Alert color="blue" variant="light" data-testid="pay-for-purchase">
          {t('pay.forPurchase')}
        </Alert>
      ) : null}
      {options && methods.length === 0 ? <Alert color="gray">{t('pay.noMethods')}</Alert> : null}
      {options && methods.length > 0 ? (
        <Card withBorder radius="lg" padding="lg">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="md">
              <NumberInput
                label={t('pay.amount')}
                description={t('pay.limits', {
                  min: money.rubles(options.minRubles),
                  max: money.rubles(options.maxRubles),
                })}
                value={amount}
                onChange={(value) => {
                  setAmount(typeof value === 'number' ? value : Number(value) || 0);
                }}
                min={options.minRubles}
                max={options.maxRubles}
                allowDecimal={false}
                allowNegative={false}
                thousandSeparator=" "
                required
                data-testid="pay-amount"
              />
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t('pay.presets')}
                </Text>
                <Group gap="xs">
                  {options.presets.map((preset) => (
                    <Chip
                      key={preset}
                      checked={amount === preset}
                      onChange={() => {
                        setAmount(preset);
                      }}
                    >
                      {money.rubles(preset)}
                    </Chip>
                  ))}
                </Group>
              </Stack>
              <Alert
                variant="light"
                color={preview.percent > 0 ? 'yellow' : 'gray'}
                icon={<IconGift size={18} aria-hidden />}
                data-testid="pay-bonus"
              >
                {preview.percent > 0
                  ? t('pay.bonus', {
                      percent: preview.percent,
                      bonus: money.kopecks(preview.bonusKopecks),
                      total: money.kopecks(preview.totalKopecks),
                    })
                  : t('pay.noBonus')}
              </Alert>
              <Radio.Group
                label={t('pay.method')}
                value={method ?? ''}
                onChange={(value) => {
                  setChosen(value as PaymentMethodName);
                }}
              >
                <Stack gap="xs" mt="xs">
                  {methods.map((option) => (
                    <Radio
                      key={option.method}
                      value={option.method}
                      label={t(`pay.methods.${option.method}`)}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <Button
                type="submit"
                size="md"
                loading={creating.loading || leaving}
                disabled={!valid}
                data-testid="pay-submit"
              >
                {leaving
                  ? t('pay.redirecting')
                  : t('pay.submit', { amount: money.rubles(valid ? amount : 0) })}
              </Button>
            </Stack>
          </form>
        </Card>
      ) : null}
      {tiers.length > 0 ? (
        <Stack gap={4}>
          <Text fw={600}>{t('pay.tiers')}</Text>
          {tiers.map((tier) => (
            <Text key={tier.fromRubles} size="sm" c="dimmed">
              {t('pay.tier', { amount: money.rubles(tier.fromRubles), percent: tier.percent })}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
