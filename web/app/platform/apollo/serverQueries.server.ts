import type { ApolloCache, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getOperationAST, print } from 'graphql';

import { answerStatus, postToGateway } from './graphqlAnswer';
import { TRANSIENT_STATUSES } from './retryTransientReads';
import { QueryStatusError, type ServerQueries } from './serverQueriesContext';

export interface ServerQueriesOptions {
  /** The request's cache: what the loaders fetch is written here, and the page renders from it. */
  cache: ApolloCache;
  /** The gateway's GraphQL endpoint. */
  uri: string;
  /** The visitor's credentials and address (upstreamHeaders) and the page language. */
  headers: Record<string, string>;
}

/**
 * The body of each document as the cache asks for it (`__typename` added), printed once per process:
 * the documents are the generated ones, so there are a few dozen.
 */
const printed = new WeakMap<DocumentNode, { query: string; operationName: string | null }>();

function requestOf(cache: ApolloCache, query: DocumentNode) {
  let request = printed.get(query);
  if (request === undefined) {
    request = {
      query: print(cache.transformDocument(query)),
      operationName: getOperationAST(query)?.name?.value ?? null,
    };
    printed.set(query, request);
  }
  return request;
}

/**
 * The server's loaders fetch their queries with one POST each and write the answer into the request's
 * cache, instead of `client.query`: a new Apollo client per request analyses each document again (its
 * transforms and caches are per client) and runs the answer through its query manager and link chain,
 * ~20 % of the site server's CPU on a signed-in page, most of it in the loaders. Kept from Apollo's
 * path: one request for the same query asked twice at once, a read tried once more on a transient
 * status (retryTransientReads.ts), an error status the loaders turn into the page's (preloadQuery.ts),
 * the same request body and headers as HttpLink's (so the gateway's known queries answer it).
 */
export function createServerQueries({ cache, uri, headers }: ServerQueriesOptions): ServerQueries {
  const inFlight = new Map<string, Promise<unknown>>();

  const fetchOnce = (body: string) => postToGateway<Record<string, unknown>>(uri, headers, body);

  async function fetchAndWrite<TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables | undefined,
    body: string,
  ): Promise<TData> {
    let { answer, status } = await fetchOnce(body);
    let failed = answerStatus(answer, status);
    if (failed !== undefined && TRANSIENT_STATUSES.has(failed)) {
      ({ answer, status } = await fetchOnce(body));
      failed = answerStatus(answer, status);
    }
    if (failed !== undefined) throw new QueryStatusError(failed);
    const data = (answer?.data ?? null) as TData;
    cache.writeQuery({ query, variables, data });
    return data;
  }

  function run<TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables | undefined,
  ): Promise<TData> {
    const { query: text, operationName } = requestOf(cache, query);
    const body = JSON.stringify({ operationName, variables: variables ?? {}, query: text });
    let pending = inFlight.get(body);
    if (pending === undefined) {
      pending = fetchAndWrite(query, variables, body);
      inFlight.set(body, pending);
    }
    return pending as Promise<TData>;
  }

  return { run };
}
