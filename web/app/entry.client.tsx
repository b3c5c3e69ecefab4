import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterContextProvider } from 'react-router';
import { HydratedRouter } from 'react-router/dom';

import { rememberServerApolloState } from './platform/apollo/ApolloStateScript';
import { apolloClientContext } from './platform/apollo/apolloClientContext';
import { createApolloClient } from './platform/apollo/createApolloClient';
import { APOLLO_STATE_ID, readApolloState } from './platform/apollo/serializeApolloState';
import { createApiErrorLink } from './platform/apollo/apiErrorLink';
import { pendingTwoFactorCookie } from './platform/auth/authCookies';
import { watchTypedBeforeHydration } from './platform/behaviour/typedBeforeHydration';
import { getI18n } from './platform/i18n/getI18n';
import { loadLanguage } from './platform/i18n/loadLanguage';
import { DEFAULT_LANGUAGE, isLanguage } from './platform/i18n/languages';
import { notify } from './platform/notifications/notify';
import { clientSession } from './platform/session/clientSession';

// Anything typed into the painted page from now until React has taken it over is given back then
// (the root calls restoreTypedBeforeHydration once hydrated).
watchTypedBeforeHydration(document);

// The server's cache becomes the browser's: every query the first page ran is answered from memory,
// so hydration makes no /graphql request.
rememberServerApolloState(document.getElementById(APOLLO_STATE_ID)?.textContent ?? '{}');

const pageLanguage = isLanguage(document.documentElement.lang)
  ? document.documentElement.lang
  : DEFAULT_LANGUAGE;

// docs/product.md#errors, for every query and mutation of the page.
const errorLink = createApiErrorLink({
  onPendingTwoFactor(details) {
    document.cookie = pendingTwoFactorCookie(details);
    clientSession.update({ pendingTwoFactor: details });
    const returnTo = `${window.location.pathname}${window.location.search}`;
    window.location.assign(`/${pageLanguage}/2fa?return_to=${encodeURIComponent(returnTo)}`);
  },
  onUnauthorized() {
    window.location.assign(`/${pageLanguage}/logout`);
  },
  onError(text) {
    notify({ type: 'error', kind: 'toast', text });
  },
  translate: (key) => getI18n(pageLanguage).t(`errors:api.${key}`),
});

// One client per page load: switching the language is a full page load, so the cache never mixes
// translations of the same document.
const client = createApolloClient({
  uri: '/graphql',
  language: pageLanguage,
  ssr: false,
  initialState: readApolloState(document),
  errorLink,
});

// clientLoaders reach the browser client through the router context, exactly as loaders do on the server.
function getContext() {
  const context = new RouterContextProvider();
  context.set(apolloClientContext, client);
  return context;
}

// The page's route modules and this entry have awaited their i18n namespaces in the page's language
// before running (web/vite/i18nNamespaces.ts); the development server loads the whole language here.
void loadLanguage(pageLanguage).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <ApolloProvider client={client}>
          <HydratedRouter getContext={getContext} />
        </ApolloProvider>
      </StrictMode>,
    );
  });
});
