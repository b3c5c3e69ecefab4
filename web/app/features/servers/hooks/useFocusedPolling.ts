import { useEffect } from 'react';

/** docs/product.md#monitoring: the monitoring refreshes every 5000 ms, only while the window has focus. */
export const MONITORING_POLL_MS = 5000;

export interface Pollable {
  startPolling: (interval: number) => void;
  stopPolling: () => void;
}

export function useFocusedPolling(
  { startPolling, stopPolling }: Pollable,
  interval = MONITORING_POLL_MS,
): void {
  useEffect(() => {
    const start = () => {
      startPolling(interval);
    };
    if (document.hasFocus()) start();
    window.addEventListener('focus', start);
    window.addEventListener('blur', stopPolling);
    return () => {
      window.removeEventListener('focus', start);
      window.removeEventListener('blur', stopPolling);
      stopPolling();
    };
  }, [startPolling, stopPolling, interval]);
}
