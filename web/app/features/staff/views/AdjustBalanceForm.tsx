import { useMutation } from '@apollo/client/react';
import {
  Button,
  Card,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AdjustBalanceDocument, type AdjustmentCategoryName } from '../../../generated/graphql';
import { notify } from '../../../platform/notifications/notify';
import { useIdempotencyKey, useMoneyFormat } from '../../payments';

const CATEGORIES: readonly AdjustmentCategoryName[] = ['correction', 'compensation', 'refund', 'gift'];

/** Staff (economy.adjust): a manual change of a player's balance or coins, with a required reason. */
export function AdjustBalanceForm() {
  const { t } = useTranslation('staff');
  const money = useMoneyFormat();
  const [adjust, state] = useMutation(AdjustBalanceDocument);
  const idempotency = useIdempotencyKey();
  const [login, setLogin] = useState('');
  const [currency, setCurrency] = useState<'RUB' | 'COIN'>('RUB');
  const [amount, setAmount] = useState<number>(0);
  const [reason, setReason] = useState('');
  const [category, setCategory] = useState<AdjustmentCategoryName>('correction');
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    if (login.trim() === '' || amount === 0 || reason.trim().length < 3) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    // Rubles are typed with kopecks; the ledger counts kopecks.
    const minor = currency === 'RUB' ? Math.round(amount * 100) : Math.trunc(amount);
    void adjust({
      variables: {
        input: {
          login: login.trim(),
          currency: currency,
          amount: minor,
          reason: reason.trim(),
          category,
        },
      },
      context: idempotency.context(),
    })
      .then(({ data }) => {
        idempotency.done();
        const wallet = data?.adjustBalance;
        if (!wallet) return;
        notify({
          type: 'success',
          text: t('economy.done', {
            login: wallet.login,
            balance: money.kopecks(wallet.balanceKopecks),
            coins: money.coins(wallet.coins),
          }),
        });
        setAmount(0);
        setReason('');
      })
      .catch(() => {
        idempotency.done();
      });
  };

  return (
    <Card withBorder radius="md" padding="lg" maw={520}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('economy.login')}
            value={login}
            onChange={(event) => {
              setLogin(event.currentTarget.value);
            }}
            required
            data-testid="adjust-login"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('economy.currency')}
            </Text>
            <SegmentedControl
              value={currency}
              onChange={(value) => {
                setCurrency(value === 'COIN' ? 'COIN' : 'RUB');
              }}
              data={[
                { value: 'RUB', label: t('economy.currencies.RUB') },
                { value: 'COIN', label: t('economy.currencies.COIN') },
              ]}
            />
          </Stack>
          <NumberInput
            label={t('economy.amount')}
            value={amount}
            onChange={(value) => {
              setAmount(typeof value === 'number' ? value : Number(value) || 0);
            }}
            decimalScale={currency === 'RUB' ? 2 : 0}
            required
            data-testid="adjust-amount"
          />
          <Select
            label={t('economy.category')}
            description={t('economy.categoryHint')}
            value={category}
            onChange={(value) => {
              const known = CATEGORIES.find((item) => item === value);
              if (known) setCategory(known);
            }}
            data={CATEGORIES.map((value) => ({ value, label: t(`economy.categories.${value}`) }))}
            allowDeselect={false}
            data-testid="adjust-category"
          />
          <Textarea
            label={t('economy.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
            }}
            minLength={3}
            maxLength={500}
            required
            data-testid="adjust-reason"
          />
          {invalid ? (
            <Text c="red" size="sm">
              {t('economy.invalid')}
            </Text>
          ) : null}
          <Button type="submit" loading={state.loading}>
            {t('economy.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
