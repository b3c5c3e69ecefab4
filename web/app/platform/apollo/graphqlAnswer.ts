/** A GraphQL answer of the gateway as the site server reads it without Apollo. */
export interface GraphQLAnswer<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { extensions?: { status?: unknown } }[];
}

/**
 * The api's status of an answer as errorStatus.ts reads Apollo's errors: the first error's
 * `extensions.status` (the gateway puts the api's there), 500 for errors without one, else the
 * transport's own status; undefined for a clean answer.
 */
export function answerStatus(
  answer: GraphQLAnswer<unknown> | undefined,
  transportStatus: number,
): number | undefined {
  for (const error of answer?.errors ?? []) {
    const status = error.extensions?.status;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
  }
  if (answer?.errors?.length) return 500;
  if (transportStatus >= 400) return transportStatus;
  // Not a GraphQL answer (Apollo's parse error) or an odd status (its ServerError below 400).
  if (!answer) return 500;
  return transportStatus >= 300 ? 502 : undefined;
}
