import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { notify } from '../../../platform/notifications/notify';

/**
 * Toasts announced through the URL by a redirect (`?notify=signed-out` after logout, `?notify=success`
 * after a payment): shown once, then the parameter leaves the address bar.
 */
export function useQueryNotification() {
  const { t } = useTranslation(['common', 'recovery', 'oauth']);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(search);
    const kind = params.get('notify');
    if (!kind) return;
    if (kind === 'signed-out') notify({ type: 'warn', text: t('account.signedOut') });
    else if (kind === 'signed-in') notify({ type: 'success', text: t('account.signedIn') });
    else if (kind === 'linked') notify({ type: 'success', text: t('oauth:linked') });
    else if (kind === 'password-reset') notify({ type: 'success', text: t('recovery:passwordReset') });
    else if (kind === 'registered') notify({ type: 'success', text: t('account.registered') });
    else if (kind === 'success' && pathname.endsWith('/pay'))
      notify({ type: 'success', text: t('payment.succeeded') });
    else if (kind === 'failed' && pathname.endsWith('/pay'))
      notify({ type: 'warn', text: t('payment.failed') });
    else return;
    params.delete('notify');
    const rest = params.toString();
    void navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true, preventScrollReset: true });
  }, [pathname, search, hash, navigate, t]);
}
