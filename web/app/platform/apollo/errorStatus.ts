import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The HTTP status an Apollo error stands for. The gateway puts the api's status into each GraphQL
 * error's `extensions.status`; a failed transport carries its own status code.
 */
export function errorStatus(error: unknown): number {
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      const status = graphQLError.extensions?.status;
      if (typeof status === 'number' && status >= 400 && status < 600) return status;
    }
    return 500;
  }
  if (ServerError.is(error)) return error.statusCode >= 400 ? error.statusCode : 502;
  return 500;
}
