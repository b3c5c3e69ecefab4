import { redirect, type DataStrategyResult, type MiddlewareFunction } from 'react-router';

import { DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { languageFromPath } from '../i18n/resolveLanguage';
import { clientSession } from '../session/clientSession';
import { launcherHostCookie, parseLauncherHost } from '../session/sessionInfo';
import { applyGuards } from './applyGuards';
import { resolveRedirect } from './legacyRedirects';

type ClientMiddleware = MiddlewareFunction<Record<string, DataStrategyResult>>;

function pageLanguage() {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/**
 * Client navigation applies the same redirects and guards as the server's first answer, without a
 * reload (docs/product.md#navigation), reading the session the root loader handed over.
 */
export const clientNavigationMiddleware: ClientMiddleware = ({ url }, next) => {
  const hostFromQuery = parseLauncherHost(url.searchParams.get('host'));
  if (hostFromQuery) {
    clientSession.update({ launcherHost: hostFromQuery });
    document.cookie = launcherHostCookie(hostFromQuery);
  }
  const session = clientSession.get();
  const lang = languageFromPath(url.pathname) ?? pageLanguage();
  const decision = resolveRedirect({
    url,
    lang,
    signedIn: session.signedIn,
    paymentSuccessUrl: clientSession.config()?.paymentSuccessUrl,
  });
  // An absolute target on another origin (the payment provider's page) becomes a document navigation.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect
  if (decision) throw redirect(decision.location, decision.status);
  applyGuards({ url, lang, session });
  return next();
};
