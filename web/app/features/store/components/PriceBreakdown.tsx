import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useMoneyFormat } from '../../payments';
import type { QuoteChoice } from './PurchaseChoices';

export interface PriceBreakdownProps {
  choice: QuoteChoice;
}

/** The price of the chosen choice line by line: list price, discount, credit, what comes off the balance. */
export function PriceBreakdown({ choice }: PriceBreakdownProps) {
  const { t } = useTranslation('store');
  const money = useMoneyFormat();
  const discount = choice.listKopecks - choice.paidKopecks - choice.creditKopecks;
  return (
    <Stack gap={2} data-testid="buy-breakdown">
      <Text size="sm">{t('confirm.listPrice', { price: money.kopecks(choice.listKopecks) })}</Text>
      {discount > 0 ? (
        <Text size="sm">
          {t('confirm.discountLine', { percent: choice.discountPercent, amount: money.kopecks(discount) })}
        </Text>
      ) : null}
      {choice.creditKopecks > 0 ? (
        <Text size="sm" data-testid="buy-credit">
          {t('confirm.creditLine', {
            count: choice.replacedDays ?? 0,
            role: choice.replacedRoleName ?? '',
            credit: money.kopecks(choice.creditKopecks),
          })}
        </Text>
      ) : null}
      <Text fw={600}>{t('confirm.toPay', { price: money.kopecks(choice.paidKopecks) })}</Text>
    </Stack>
  );
}
