import { href, isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

import { reloadForChunkError } from '../../../platform/behaviour/chunkReload';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useFailedRequestId } from '../../../platform/requestId/failedRequestId';
import { ErrorScreen } from '../../../ui/ErrorScreen';
import { isKnownStatus } from '../statusMessage';

/** The description a route error carries: a string body (the error page's `message`), else none. */
function errorDescription(error: unknown): string | undefined {
  if (isRouteErrorResponse(error) && typeof error.data === 'string' && error.data.trim()) return error.data;
  return undefined;
}

/**
 * Every route's ErrorBoundary (`export const ErrorBoundary = RouteError`): 404 shows 'Page Not Found',
 * any other status (default 500) 'Internal Server Error' (docs/product.md#errors), translated, with the status code,
 * the status message and a description.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const lang = useLanguage();
  const failedRequestId = useFailedRequestId();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  if (!isRouteErrorResponse(error)) {
    // An old deployment's chunk that is gone: one reload onto the new build instead of an error page.
    if (reloadForChunkError(error)) return null;
    // In the browser only: on the server react-router has logged it already (handleError), and not for
    // a visitor who left mid-page, whose cut-short loaders end here too.
    if (typeof document !== 'undefined') console.error(error);
  }

  return (
    <ErrorScreen
      status={status}
      statusLabel={t('status', {
        status,
        message: isKnownStatus(status) ? t(`statusMessage.${status}`) : t('unknownStatus'),
      })}
      title={notFound ? t('notFound.title') : t('internal.title')}
      description={
        errorDescription(error) ?? (notFound ? t('notFound.description') : t('internal.description'))
      }
      homeHref={href('/:lang?', { lang })}
      homeLabel={t('home')}
      reference={
        status >= 500 && failedRequestId !== undefined ? t('requestId', { id: failedRequestId }) : undefined
      }
    />
  );
}
