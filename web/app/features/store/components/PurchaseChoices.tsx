import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { BuyModeName, StoreQuoteQuery } from '../../../generated/graphql';
import { useMoneyFormat } from '../../payments';

export type QuoteChoice = NonNullable<StoreQuoteQuery['storeQuote']>['choices'][number];

export interface PurchaseChoicesProps {
  choices: QuoteChoice[];
  mode: BuyModeName;
  onChange: (mode: BuyModeName) => void;
}

/**
 * Holding another role on the server, the player chooses, each choice with its price: keep both, or end
 * the held role now and have its unused days taken off the price (the credit is shown before paying).
 */
export function PurchaseChoices({ choices, mode, onChange }: PurchaseChoicesProps) {
  const { t } = useTranslation('store');
  const money = useMoneyFormat();
  return (
    <Radio.Group
      label={t('confirm.modeLabel')}
      value={mode}
      onChange={(value) => {
        const chosen = choices.find((choice) => choice.mode === value);
        if (chosen) onChange(chosen.mode);
      }}
    >
      <Stack gap="xs" mt="xs">
        {choices.map((choice) => (
          <Radio
            key={choice.mode}
            value={choice.mode}
            data-testid={`mode-${choice.mode}`}
            label={
              choice.appliedMode === 'replace'
                ? t('confirm.replaceChoice', {
                    role: choice.replacedRoleName ?? '',
                    price: money.kopecks(choice.paidKopecks),
                  })
                : t('confirm.stackChoice', { price: money.kopecks(choice.paidKopecks) })
            }
            description={
              choice.appliedMode === 'replace'
                ? t('confirm.replaceCredit', {
                    count: choice.replacedDays ?? 0,
                    credit: money.kopecks(choice.creditKopecks),
                  })
                : t('confirm.stackNote')
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
