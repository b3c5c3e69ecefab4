import { print } from 'graphql';
import { useEffect } from 'react';

import { DocumentStopwatchDocument } from '../../../generated/graphql';

// Shorter glances are not reading; longer ones are capped by the api (an hour).
const MIN_SECONDS = 3;

/**
 * Measures how long the article is actually visible (hidden tabs do not count) and reports it once when
 * the reader leaves: on `pagehide` with a keep-alive request, or when the route unmounts.
 */
export function useReadingStopwatch(documentId: number): void {
  useEffect(() => {
    let visibleSince: number | null = document.visibilityState === 'visible' ? performance.now() : null;
    let totalMs = 0;
    let sent = false;

    const pause = () => {
      if (visibleSince !== null) totalMs += performance.now() - visibleSince;
      visibleSince = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') visibleSince = performance.now();
      else pause();
    };
    const report = () => {
      pause();
      const seconds = Math.round(totalMs / 1000);
      if (sent || seconds < MIN_SECONDS) return;
      sent = true;
      void fetch('/graphql', {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: print(DocumentStopwatchDocument),
          variables: { id: documentId, seconds },
        }),
      }).catch(() => undefined);
    };

    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', report);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', report);
      report();
    };
  }, [documentId]);
}
