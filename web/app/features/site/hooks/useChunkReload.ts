import { useEffect } from 'react';

import { reloadForChunkError } from '../../../platform/behaviour/chunkReload';

/**
 * After a deployment the old build's chunks are gone: Vite reports a failed preload, and the page
 * reloads once onto the new build (guarded for 10 s against loops, docs/product.md#site).
 */
export function useChunkReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const payload = (event as Event & { payload?: unknown }).payload;
      if (reloadForChunkError(payload ?? new Error('Unable to preload CSS'))) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
}
