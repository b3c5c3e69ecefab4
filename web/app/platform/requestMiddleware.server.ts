import { redirect, type MiddlewareFunction } from 'react-router';

import { apolloClientContext } from './apollo/apolloClientContext';
import { createApolloClient } from './apollo/createApolloClient';
import { createServerQueries } from './apollo/serverQueries.server';
import { serverQueriesContext } from './apollo/serverQueriesContext';
import { ACCESS_ID_COOKIE, ACCESS_TOKEN_COOKIE, readPendingTwoFactor } from './auth/authCookies';
import { clearAuthCookies } from './auth/clearAuthCookies';
import { csrfMiddleware } from './csrf/csrfMiddleware.server';
import { readAuthState } from './auth/readAuthState.server';
import { upstreamHeaders } from './auth/upstreamHeaders.server';
import { gatewayUrl, siteConfig } from './env.server';
import { languageContext } from './i18n/languageContext';
import { readCookie, requestedLanguage, resolveLanguage } from './i18n/resolveLanguage';
import { siteDefaultLanguage } from './i18n/siteDefaultLanguage.server';
import { applyGuards } from './routing/applyGuards';
import { resolveRedirect } from './routing/legacyRedirects';
import { sessionContext } from './session/sessionContext';
import { LAUNCHER_HOST_COOKIE, launcherHostCookie, parseLauncherHost } from './session/sessionInfo';

/**
 * Resolves the page language once per request: URL prefix, `lang` cookie, Accept-Language, the owner's
 * default (asked for only when none of those names one), ru.
 */
export const languageMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const sources = {
    pathname: url.pathname,
    cookieHeader: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  };
  const siteDefault =
    requestedLanguage(sources) === undefined ? await siteDefaultLanguage(request) : undefined;
  context.set(languageContext, resolveLanguage(sources, siteDefault));
  return next();
};

/**
 * Reads the visitor's session from the cookies. Launcher mode starts with a `host` query parameter
 * and is remembered in a session cookie (docs/product.md#navigation).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const cookies = request.headers.get('cookie');
  const hostFromQuery = parseLauncherHost(url.searchParams.get('host'));
  const hasCredentials =
    Boolean(readCookie(cookies, ACCESS_ID_COOKIE)) && Boolean(readCookie(cookies, ACCESS_TOKEN_COOKIE));
  // Documents and data requests both pass here, so every server render and every client navigation's
  // loader call sees the current state: an ended session signs the browser out at once.
  const state = hasCredentials
    ? await readAuthState(request, context.get(languageContext))
    : ({ kind: 'expired' } as const);
  context.set(sessionContext, {
    signedIn: state.kind !== 'expired',
    account: state.kind === 'signed-in' ? state.account : null,
    pendingTwoFactor: readPendingTwoFactor(cookies),
    permissions: state.kind === 'signed-in' ? state.permissions : {},
    launcherHost: hostFromQuery ?? parseLauncherHost(readCookie(cookies, LAUNCHER_HOST_COOKIE)),
  });
  const response = await next();
  if (hostFromQuery) response.headers.append('Set-Cookie', launcherHostCookie(hostFromQuery));
  if (hasCredentials && state.kind === 'expired') {
    for (const cookie of clearAuthCookies()) response.headers.append('Set-Cookie', cookie);
  }
  return response;
};

/** Legacy and default redirects of docs/product.md#navigation, answered before any page loads, with real statuses. */
export const redirectMiddleware: MiddlewareFunction<Response> = ({ url, context }, next) => {
  const decision = resolveRedirect({
    url,
    lang: context.get(languageContext),
    signedIn: context.get(sessionContext).signedIn,
    paymentSuccessUrl: siteConfig().paymentSuccessUrl,
  });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router's documented way to redirect from middleware
  if (decision) throw redirect(decision.location, decision.status);
  return next();
};

/** Navigation guards of docs/product.md#navigation, driven by the route table's metadata. */
export const guardMiddleware: MiddlewareFunction<Response> = ({ url, context }, next) => {
  applyGuards({ url, lang: context.get(languageContext), session: context.get(sessionContext) });
  return next();
};

/**
 * A fresh Apollo client per request: its cache holds only this visitor's answers, the loaders fill
 * it, entry.server renders with it and the root Layout serialises it into the page.
 */
export const apolloMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const language = context.get(languageContext);
  const headers = upstreamHeaders(request);
  const client = createApolloClient({ uri: gatewayUrl(), language, ssr: true, headers });
  context.set(apolloClientContext, client);
  context.set(
    serverQueriesContext,
    createServerQueries({
      cache: client.cache,
      uri: gatewayUrl(),
      headers: { ...headers, 'accept-language': language },
    }),
  );
  return next();
};

export const serverMiddleware = [
  csrfMiddleware,
  languageMiddleware,
  sessionMiddleware,
  redirectMiddleware,
  guardMiddleware,
  apolloMiddleware,
];
