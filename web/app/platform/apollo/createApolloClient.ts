import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type NormalizedCacheObject,
} from '@apollo/client';

import type { Language } from '../i18n/languages';
import { retryTransientReads } from './retryTransientReads';

export interface CreateApolloClientOptions {
  /** The GraphQL endpoint: the gateway on the server, the same-origin `/graphql` proxy in the browser. */
  uri: string;
  /** Sent as Accept-Language: the api translates documents and error messages by it. */
  language: Language;
  /** True for the per-request server client (no polling, no refetch timers). */
  ssr: boolean;
  /** The cache the server serialised into the page (browser only). */
  initialState?: NormalizedCacheObject;
  /** The browser's docs/product.md#errors error handling (apiErrorLink); the server's loaders handle errors themselves. */
  errorLink?: ApolloLink;
  /** Server only: the visitor's credentials and address (upstreamHeaders). */
  headers?: Record<string, string>;
}

export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // `main` has no id, and several queries select parts of it (the home page, the footer): merge
      // the parts instead of letting the last writer replace the object.
      MainPage: { merge: true },
      SocialCounts: { merge: true },
      SocialLinks: { merge: true },
      // A site ban and a game ban may carry the same number: the ban list is keyed by both (issue 30),
      // else the cache folds them into one entry and the list names one player twice.
      BanEntry: { keyFields: ['source', 'id'] },
    },
  });
}

export function createApolloClient({
  uri,
  language,
  ssr,
  initialState,
  errorLink,
  headers,
}: CreateApolloClientOptions) {
  const cache = createApolloCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    ssrMode: ssr,
    link: ApolloLink.from([
      ...(errorLink ? [errorLink] : []),
      // After the error link, so it sees only the answer the retry settled on.
      retryTransientReads(),
      new HttpLink({ uri, headers: { ...headers, 'accept-language': language } }),
    ]),
    cache,
    // The cache was filled by the loaders: reading it must not trigger a network round trip.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' }, query: { fetchPolicy: 'cache-first' } },
  });
}
