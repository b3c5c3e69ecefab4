import { ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { tap } from 'rxjs';

import type { ConnectionEvent } from '../connection/connectionState';
import { classifyApiError } from './classifyApiError';

/**
 * Tells the connection-lost dialog (docs/product.md#site) how each call ended: NO_CONNECTION opens it,
 * any answer from the server (an api error with a body included) closes it. Browser only.
 */
export function connectionReportLink(report: (event: ConnectionEvent) => void): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        next(result) {
          // The gateway puts an unreachable api's status 0 into the errors of an otherwise normal result.
          const error = result.errors?.length ? new CombinedGraphQLErrors(result) : null;
          report(
            error && classifyApiError(error).kind === 'no-connection' ? 'call-failed' : 'call-succeeded',
          );
        },
        error(error: unknown) {
          if (classifyApiError(error).kind === 'no-connection') report('call-failed');
        },
      }),
    ),
  );
}
