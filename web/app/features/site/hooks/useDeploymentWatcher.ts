import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { VERSION_POLL_MS } from '../../../platform/behaviour/behaviourConstants';
import { notify } from '../../../platform/notifications/notify';

const OWN_VERSION = import.meta.env.VITE_BUILD_VERSION ?? 'dev';

/**
 * Polls /version.json (and checks again when the tab regains focus); when the server runs another
 * build, offers a reload once, so nobody keeps clicking through a stale app (docs/product.md#site).
 */
export function useDeploymentWatcher() {
  const { t } = useTranslation('common');

  useEffect(() => {
    let offered = false;
    const check = async () => {
      if (offered || document.visibilityState !== 'visible') return;
      try {
        const response = await fetch('/version.json', { cache: 'no-store' });
        if (!response.ok) return;
        const { version } = (await response.json()) as { version?: unknown };
        if (typeof version === 'string' && version !== OWN_VERSION) {
          offered = true;
          notify({
            id: 'new-version',
            kind: 'toast',
            type: 'default',
            title: t('deployment.title'),
            text: t('deployment.text'),
            autoClose: false,
            action: {
              label: t('deployment.reload'),
              onClick: () => {
                window.location.reload();
              },
            },
          });
        }
      } catch {
        // Offline or the server restarting: the next tick asks again.
      }
    };
    const timer = setInterval(() => void check(), VERSION_POLL_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [t]);
}
