import type { MiddlewareFunction } from 'react-router';

import { apolloClientContext } from './apollo/apolloClientContext';
import { createApolloClient } from './apollo/createApolloClient';
import { gatewayUrl } from './env.server';
import { languageContext } from './i18n/languageContext';
import { resolveLanguage } from './i18n/resolveLanguage';

/** Resolves the page language once per request: URL prefix, `lang` cookie, Accept-Language, ru. */
export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(
    languageContext,
    resolveLanguage({
      pathname: new URL(request.url).pathname,
      cookieHeader: request.headers.get('cookie'),
      acceptLanguage: request.headers.get('accept-language'),
    }),
  );
  return next();
};

/**
 * A fresh Apollo client per request: its cache holds only this visitor's answers, the loaders fill
 * it, entry.server renders with it and the root Layout serialises it into the page.
 */
export const apolloMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(
    apolloClientContext,
    createApolloClient({ uri: gatewayUrl(), language: context.get(languageContext), ssr: true }),
  );
  return next();
};
