import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../platform/i18n/useLanguage';

/** Kopecks and coins as the reader's language writes them. */
export function useMoneyFormat() {
  const lang = useLanguage();
  const { t } = useTranslation('payments');
  const locale = lang === 'ru' ? 'ru-RU' : 'en-GB';
  // Whole rubles without ",00"; kopecks, when there are any, always with two digits.
  const format = (value: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(value);
  const rubles = { format };
  return {
    kopecks: (value: number) => rubles.format(value / 100),
    rubles: (value: number) => rubles.format(value),
    coins: (value: number) => t('money.coins', { count: value }),
    /** A ledger change in its currency, with its sign; game coins say on which server. */
    change: (amount: number, currency: string, server?: string) => {
      const sign = amount > 0 ? '+' : '−';
      const magnitude = Math.abs(amount);
      const text =
        currency === 'RUB'
          ? rubles.format(magnitude / 100)
          : currency.startsWith('GAME:')
            ? t('money.gameCoins', { count: magnitude, server: server ?? currency.slice(5) })
            : t('money.coins', { count: magnitude });
      return `${sign}${text}`;
    },
  };
}
