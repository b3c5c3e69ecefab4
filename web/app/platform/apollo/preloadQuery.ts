import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { RouterContextProvider } from 'react-router';

import { httpError } from '../httpError';

import { getApolloClient } from './apolloClientContext';
import { errorStatus } from './errorStatus';
import { QueryStatusError, serverQueriesContext } from './serverQueriesContext';

export interface PreloadQueryOptions<TData, TVariables extends OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables?: TVariables;
}

/**
 * Runs a page's query in a loader (server) or clientLoader (browser) so the Apollo cache holds the
 * answer before the page renders; components then read it with `useQuery` without a round trip.
 * An api error becomes the route's HTTP status (404 stays 404), thrown to the route's ErrorBoundary.
 */
export async function preloadQuery<TData, TVariables extends OperationVariables>(
  context: Readonly<RouterContextProvider>,
  { query, variables }: PreloadQueryOptions<TData, TVariables>,
): Promise<TData> {
  const client = getApolloClient(context);
  // On the server, straight into the request's cache (serverQueries.server.ts); in the browser, Apollo's own way.
  const serverQueries = context.get(serverQueriesContext);
  try {
    if (serverQueries) return await serverQueries.run(query, variables);
    // The generated documents fix the variables' shape; Apollo's conditional options type cannot
    // see that through the generics, hence the narrow cast.
    const options = { query, variables, fetchPolicy: 'cache-first' } as ApolloClient.QueryOptions<
      TData,
      TVariables
    >;
    const result = await client.query(options);
    return result.data as TData;
  } catch (error) {
    const status = error instanceof QueryStatusError ? error.status : errorStatus(error);
    if (status >= 500) console.error('[web] query failed', error);
    return httpError(status);
  }
}

/**
 * For secondary data (the footer): a failure leaves the cache empty and the component renders
 * without it, instead of turning the whole page into an error page.
 */
export async function tryPreloadQuery<TData, TVariables extends OperationVariables>(
  context: Readonly<RouterContextProvider>,
  options: PreloadQueryOptions<TData, TVariables>,
): Promise<TData | undefined> {
  try {
    return await preloadQuery(context, options);
  } catch {
    return undefined;
  }
}
