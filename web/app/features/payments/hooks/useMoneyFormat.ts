import { useTranslation } from 'react-i18next';

import { formatRubles } from '../../../platform/i18n/formatRubles';
import { useLanguage } from '../../../platform/i18n/useLanguage';

/** Kopecks and coins as the reader's language writes them. */
export function useMoneyFormat() {
  const lang = useLanguage();
  const { t } = useTranslation('payments');
  // Whole rubles without ",00"; kopecks, when there are any, always with two digits.
  const rubles = (value: number) => formatRubles(value, lang, 'when-any');
  return {
    kopecks: (value: number) => rubles(value / 100),
    rubles,
    coins: (value: number) => t('money.coins', { count: value }),
    /** A ledger change in its currency, with its sign; game coins say on which server. */
    change: (amount: number, currency: string, server?: string) => {
      const sign = amount > 0 ? '+' : '−';
      const magnitude = Math.abs(amount);
      const text =
        currency === 'RUB'
          ? rubles(magnitude / 100)
          : currency.startsWith('GAME:')
            ? t('money.gameCoins', { count: magnitude, server: server ?? currency.slice(5) })
            : t('money.coins', { count: magnitude });
      return `${sign}${text}`;
    },
  };
}
