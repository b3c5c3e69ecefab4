import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../platform/i18n/useLanguage';
import { ErrorScreen } from '../../../ui/ErrorScreen';

/**
 * Every route's ErrorBoundary (`export const ErrorBoundary = RouteError`): 404 shows 'Page Not Found',
 * any other status (default 500) 'Internal Server Error' (spec §2), translated, with the code.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  const lang = useLanguage();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <ErrorScreen
      status={status}
      statusLabel={t('status', { status })}
      title={notFound ? t('notFound.title') : t('internal.title')}
      description={notFound ? t('notFound.description') : t('internal.description')}
      homeHref={`/${lang}`}
      homeLabel={t('home')}
    />
  );
}
