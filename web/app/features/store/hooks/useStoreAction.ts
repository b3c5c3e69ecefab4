import { useTranslation } from 'react-i18next';

import { classifyApiError } from '../../../platform/apollo/classifyApiError';
import { notify } from '../../../platform/notifications/notify';
import { clientSession } from '../../../platform/session/clientSession';

/**
 * Store mutations show their own error toast: the failed action as the title ("Failed to purchase a
 * role"), the api's translated cause under it (docs/product.md#errors). They also refresh the header's wallet.
 */
export function useStoreAction() {
  const { t } = useTranslation('store');
  const failed = (title: string, error: unknown) => {
    const action = classifyApiError(error);
    if (action.kind === 'silent' || action.kind === 'unauthorized' || action.kind === 'pending-2fa') return;
    const text =
      action.kind === 'validation' || action.kind === 'general'
        ? action.message
        : action.kind === 'no-connection'
          ? t('errors.noConnection')
          : t('errors.unknown');
    notify({ type: 'error', title, text });
  };
  const wallet = (patch: { balanceKopecks?: number; coins?: number }) => {
    const { account } = clientSession.get();
    if (account === null) return;
    clientSession.update({
      account: {
        ...account,
        ...(patch.balanceKopecks === undefined ? {} : { balance: patch.balanceKopecks / 100 }),
        ...(patch.coins === undefined ? {} : { coins: patch.coins }),
      },
    });
  };
  return { failed, wallet, context: { suppressErrorToast: true } };
}
