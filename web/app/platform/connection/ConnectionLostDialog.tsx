import { useEffect } from 'react';

import { afterHydration } from '../../ui/afterHydration';
import { connectionStore } from './connectionStore';

// Fetched right after hydration rather than when the connection goes: an offline page could not fetch it.
const ConnectionLostModal = afterHydration(() =>
  import('./ConnectionLostModal').then((module) => module.ConnectionLostModal),
);

/** docs/product.md#site connection-lost dialog: the browser's online state feeds it from hydration on. */
export function ConnectionLostDialog() {
  useEffect(() => {
    const offline = () => {
      connectionStore.report('offline');
    };
    const online = () => {
      connectionStore.report('online');
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return <ConnectionLostModal />;
}
