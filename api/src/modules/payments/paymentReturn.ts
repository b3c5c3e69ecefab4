import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import type { PaymentsConfig } from './paymentsConfig.js';

/**
 * Where the provider sends the player back. The site answers on several hosts (one per region), and the
 * session cookie belongs to the host the player signed in on, so they come back to the one they paid
 * from — but only to a configured one (anything else would make us an open redirect), and only to a
 * path of the site. The result rides along as `notify=success|failed` for the page to show.
 */
export function returnAddresses(
  returnTo: string | undefined,
  config: Pick<PaymentsConfig, 'publicSiteUrl' | 'siteOrigins'>,
  locale: Locale,
): { success: string; failed: string } {
  const target = returnTo === undefined ? new URL(`${config.publicSiteUrl}/${locale}/pay`) : parse(returnTo);
  if (!config.siteOrigins.includes(target.origin)) throw refused();
  const withResult = (result: 'success' | 'failed') => {
    const url = new URL(target.pathname + target.search, target.origin);
    url.searchParams.set('notify', result);
    return url.toString();
  };
  return { success: withResult('success'), failed: withResult('failed') };
}

function parse(value: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refused();
    return url;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused();
  }
}

function refused(): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    {
      ru: 'Вернуться после оплаты можно только на сайт',
      en: 'A payment can only return to the site',
    },
    { field: 'returnTo' },
  );
}
