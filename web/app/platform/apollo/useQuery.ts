import {
  NetworkStatus,
  type ApolloClient,
  type ObservableQuery,
  type OperationVariables,
} from '@apollo/client';
import { skipToken, useApolloClient, useQuery as useApolloQuery } from '@apollo/client/react';
import { Kind, valueFromASTUntyped, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/**
 * Apollo's `useQuery`, answered on the server without its machinery (docs/performance.md, "Signed-in
 * pages"). During a server render Apollo makes an ObservableQuery per hook only to read its current
 * result once (no subscription, no request: the loaders filled the cache). Here the same result is read
 * from the cache directly, following Apollo 4's own rules for it (useQuery.js's server snapshot and
 * ObservableQuery.getInitialResult), so the page the server writes is the one the browser's Apollo
 * hydrates. The browser build keeps Apollo's hook untouched (`import.meta.env.SSR` is false there).
 */
export const useQuery: typeof useApolloQuery = import.meta.env.SSR
  ? (useServerQuery as unknown as typeof useApolloQuery)
  : useApolloQuery;

interface ServerQueryOptions {
  client?: ApolloClient;
  variables?: OperationVariables;
  fetchPolicy?: string;
  skip?: boolean;
  ssr?: boolean;
  returnPartialData?: boolean;
}

/** What a server render reads of a query, before the hook's methods are added. */
export interface ServerQueryState {
  data: unknown;
  dataState: 'empty' | 'partial' | 'streaming' | 'complete';
  loading: boolean;
  networkStatus: NetworkStatus;
  error?: undefined;
}

/** A skipped query (Apollo's `standby`). */
const STANDBY: ServerQueryState = {
  loading: false,
  networkStatus: NetworkStatus.ready,
  data: undefined,
  dataState: 'empty',
};

/** Neither a cache read nor standby (Apollo's `uninitialized`): a fetch policy the server does not read. */
const NOT_READ: ServerQueryState = {
  loading: true,
  networkStatus: NetworkStatus.loading,
  data: undefined,
  dataState: 'empty',
};

/** The variables Apollo's ObservableQuery holds: the operation's defaults, then those given (undefined keeps the default). */
export function variablesWithDefaults(
  query: DocumentNode,
  variables: OperationVariables | undefined,
): OperationVariables {
  const defaults: Record<string, unknown> = {};
  const operation = query.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  for (const definition of operation?.variableDefinitions ?? []) {
    if (definition.defaultValue !== undefined)
      defaults[definition.variable.name.value] = valueFromASTUntyped(definition.defaultValue);
  }
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(variables ?? {}) as [string, unknown][])
    merged[key] = value === undefined ? defaults[key] : value;
  return merged;
}

/**
 * The result Apollo's `useQuery` gives a server render for these options, without its methods.
 * `client.prioritizeCacheValues` (true on a client made with `ssrMode`) makes network-only and
 * cache-and-network read the cache as cache-first does.
 */
export function serverQueryState(
  client: ApolloClient,
  query: DocumentNode,
  options: ServerQueryOptions | typeof skipToken,
  variables: OperationVariables,
): ServerQueryState {
  if (options === skipToken || options.skip === true) return STANDBY;
  let fetchPolicy = options.fetchPolicy ?? client.defaultOptions.watchQuery?.fetchPolicy ?? 'cache-first';
  if (fetchPolicy === 'standby') return STANDBY;
  if (options.ssr === false || fetchPolicy === 'no-cache')
    return useApolloQuery.ssrDisabledResult as ServerQueryState;
  if (client.prioritizeCacheValues && (fetchPolicy === 'network-only' || fetchPolicy === 'cache-and-network'))
    fetchPolicy = 'cache-first';
  if (fetchPolicy !== 'cache-first' && fetchPolicy !== 'cache-only' && fetchPolicy !== 'cache-and-network')
    return NOT_READ;
  const diff = client.cache.diff({
    query: client.documentTransform.transformDocument(query),
    variables,
    returnPartialData: true,
    optimistic: true,
  });
  const data = options.returnPartialData === true || diff.complete ? (diff.result ?? undefined) : undefined;
  const read: ServerQueryState = {
    data,
    dataState: data === undefined ? 'empty' : diff.complete ? 'complete' : 'partial',
    loading: !diff.complete,
    networkStatus: diff.complete ? NetworkStatus.ready : NetworkStatus.loading,
  };
  if (fetchPolicy === 'cache-only') return { ...read, loading: false, networkStatus: NetworkStatus.ready };
  if (fetchPolicy === 'cache-and-network')
    return { ...read, loading: true, networkStatus: NetworkStatus.loading };
  return read;
}

export function useServerQuery(query: DocumentNode, options: ServerQueryOptions | typeof skipToken = {}) {
  const client = useApolloClient(options === skipToken ? undefined : options.client);
  const variables = variablesWithDefaults(query, options === skipToken ? undefined : options.variables);
  const state = serverQueryState(client, query, options, variables);
  // The methods act on a real ObservableQuery, made only if one is called (never while rendering).
  let made: ObservableQuery | undefined;
  const observable = (): ObservableQuery =>
    (made ??= client.watchQuery({
      ...(options === skipToken ? { fetchPolicy: 'standby' as const } : options),
      query,
    } as ApolloClient.WatchQueryOptions));
  return {
    ...state,
    client,
    get observable() {
      return observable();
    },
    variables,
    previousData: undefined,
    refetch: (...args: Parameters<ObservableQuery['refetch']>) => observable().refetch(...args),
    fetchMore: (...args: Parameters<ObservableQuery['fetchMore']>) => observable().fetchMore(...args),
    updateQuery: (...args: Parameters<ObservableQuery['updateQuery']>) => {
      observable().updateQuery(...args);
    },
    startPolling: (interval: number) => {
      observable().startPolling(interval);
    },
    stopPolling: () => {
      observable().stopPolling();
    },
    subscribeToMore: (...args: Parameters<ObservableQuery['subscribeToMore']>) =>
      observable().subscribeToMore(...args),
  };
}
