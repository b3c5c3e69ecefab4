import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterContextProvider } from 'react-router';
import { HydratedRouter } from 'react-router/dom';

import { rememberServerApolloState } from './platform/apollo/ApolloStateScript';
import { apolloClientContext } from './platform/apollo/apolloClientContext';
import { createApolloClient } from './platform/apollo/createApolloClient';
import { APOLLO_STATE_ID, readApolloState } from './platform/apollo/serializeApolloState';
import { DEFAULT_LANGUAGE, isLanguage } from './platform/i18n/languages';

// The server's cache becomes the browser's: every query the first page ran is answered from memory,
// so hydration makes no /graphql request.
rememberServerApolloState(document.getElementById(APOLLO_STATE_ID)?.textContent ?? '{}');

const pageLanguage = document.documentElement.lang;
// One client per page load: switching the language is a full page load, so the cache never mixes
// translations of the same document.
const client = createApolloClient({
  uri: '/graphql',
  language: isLanguage(pageLanguage) ? pageLanguage : DEFAULT_LANGUAGE,
  ssr: false,
  initialState: readApolloState(document),
});

// clientLoaders reach the browser client through the router context, exactly as loaders do on the server.
function getContext() {
  const context = new RouterContextProvider();
  context.set(apolloClientContext, client);
  return context;
}

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
