import { useEffect } from 'react';
import { href, useNavigate } from 'react-router';

import { isChunkLoadError } from '../../../platform/behaviour/chunkReload';
import { useLanguage } from '../../../platform/i18n/useLanguage';

/** Noise browsers and extensions raise that says nothing about the app's health. */
function isIgnorable(message: string, source: string | undefined): boolean {
  if (/ResizeObserver loop/i.test(message)) return true;
  // Errors from extensions or third-party scripts carry another origin (or none at all).
  return source !== undefined && source !== '' && !source.startsWith(window.location.origin);
}

/**
 * A request the site cancelled itself: a navigation overtaken by the next one aborts the first one's
 * fetch ("BodyStreamBuffer was aborted"). Nothing failed, so it is not a fatal error.
 */
export function isCancelledRequest(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** docs/product.md#errors: fatal or unhandled UI errors lead to the error page, with the message as description. */
export function useFatalErrorPage() {
  const navigate = useNavigate();
  const lang = useLanguage();

  useEffect(() => {
    const open = (error: unknown) => {
      if (isChunkLoadError(error) || isCancelledRequest(error)) return;
      const message = error instanceof Error ? error.message : String(error);
      console.error(error);
      void navigate(
        `${href('/:lang/error', { lang })}?status=500&message=${encodeURIComponent(message.slice(0, 300))}`,
      );
    };
    const onError = (event: ErrorEvent) => {
      if (isIgnorable(event.message, event.filename)) return;
      open(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      open(event.reason);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [navigate, lang]);
}
