import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { MoneyHistoryQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useMoneyFormat } from '../hooks/useMoneyFormat';

type UncreditedPayment = NonNullable<MoneyHistoryQuery['moneyHistory']>['payments'][number];

export interface UncreditedPaymentsProps {
  payments: UncreditedPayment[];
}

const COLORS = { created: 'yellow', pending: 'yellow', failed: 'red', canceled: 'gray' } as const;

/** Top-ups that have not reached the balance (still open, failed, canceled), each with its state. */
export function UncreditedPayments({ payments }: UncreditedPaymentsProps) {
  const { t } = useTranslation('payments');
  const lang = useLanguage();
  const money = useMoneyFormat();
  if (payments.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('history.uncredited.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('history.uncredited.hint')}
        </Text>
        {payments.map((payment) => {
          const state =
            payment.status === 'created' || payment.status === 'pending' || payment.status === 'failed'
              ? payment.status
              : 'canceled';
          return (
            <Group key={payment.id} justify="space-between" gap="xs" data-testid="uncredited-payment">
              <Stack gap={0}>
                <Text size="sm">
                  {t('history.uncredited.what', {
                    amount: money.kopecks(payment.amountKopecks),
                    method: t(`pay.methods.${payment.method}`),
                  })}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(payment.createdAt, lang)}
                </Text>
              </Stack>
              <Badge color={COLORS[state]} variant="light" data-state={state}>
                {t(`history.uncredited.states.${state}`)}
              </Badge>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
