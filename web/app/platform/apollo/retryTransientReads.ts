import { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { catchError, mergeMap, of, throwError } from 'rxjs';

/** docs/product.md#errors: a read is tried once more on these statuses; a write never (it may have happened). */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** A result whose errors carry a transient status, carried through the error channel to be retried. */
class TransientResult extends Error {
  constructor(readonly result: ApolloLink.Result) {
    super('transient');
  }
}

/** The api's status of a result: the gateway puts it into each error's `extensions.status`. */
function resultStatus(result: ApolloLink.Result): number | undefined {
  for (const error of result.errors ?? []) {
    const status = error.extensions?.status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

function isTransient(error: unknown): boolean {
  if (error instanceof TransientResult) return true;
  return ServerError.is(error) && TRANSIENT_STATUSES.has(error.statusCode);
}

/**
 * Queries (the api's GETs) are retried once, at once, on a transient status, whether the transport
 * failed (ServerError) or the gateway answered with the api's status; mutations pass untouched. Written
 * with the rxjs operators Apollo already ships, so it adds no library code to the first load.
 */
export function retryTransientReads(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    return forward(operation).pipe(
      mergeMap((result) => {
        const status = resultStatus(result);
        return status !== undefined && TRANSIENT_STATUSES.has(status)
          ? throwError(() => new TransientResult(result))
          : of(result);
      }),
      catchError((error: unknown) => (isTransient(error) ? forward(operation) : throwError(() => error))),
    );
  });
}
