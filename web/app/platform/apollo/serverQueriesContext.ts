import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { createContext } from 'react-router';

/** A loader's query that the api answered with an error status (or the transport did). */
export class QueryStatusError extends Error {
  constructor(readonly status: number) {
    super(`the query failed with ${status}`);
  }
}

/**
 * How the server's loaders fill the request's Apollo cache (serverQueries.server.ts). Absent in the
 * browser, where loaders use the Apollo client itself.
 */
export interface ServerQueries {
  run<TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    variables: TVariables | undefined,
  ): Promise<TData>;
}

export const serverQueriesContext = createContext<ServerQueries | null>(null);
