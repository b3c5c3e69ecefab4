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

/**
 * One POST of a GraphQL body to the gateway, as Apollo's HttpLink sends it, and its answer read as JSON.
 * Nothing answered (a refused or dropped connection) reads as Apollo's fetch failure: status 500, no answer.
 */
export async function postToGateway<TData>(
  uri: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ answer: GraphQLAnswer<TData> | undefined; status: number }> {
  try {
    const response = await fetch(uri, {
      method: 'POST',
      headers: {
        ...headers,
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
      },
      body,
    });
    const answer = (await response.json().catch(() => undefined)) as GraphQLAnswer<TData> | undefined;
    return { answer, status: response.status };
  } catch {
    return { answer: undefined, status: 500 };
  }
}
