import { callKey, type ApiAnswer } from './apiCall.js';

/**
 * Answers the gateway already has from the api for a request it hands to Mesh after all (knownQueries.ts),
 * by the fetch Request given to Mesh: Mesh's fetch of the same method and path gets the answer instead of
 * asking the api again (envelopPlugins.ts), so a call is never sent twice and Mesh decides what the
 * answer means. Keyed by `callKey`.
 */
const byRequest = new WeakMap<Request, Map<string, ApiAnswer>>();

export function rememberPrefetched(request: Request, answers: Map<string, ApiAnswer>): void {
  byRequest.set(request, answers);
}

/** The answer for `method` `url` (the api's path and query) fetched for `request`, once. */
export function takePrefetched(
  request: unknown,
  url: string,
  method: string | undefined,
): Response | undefined {
  if (typeof request !== 'object' || request === null) return undefined;
  const answers = byRequest.get(request as Request);
  if (answers === undefined) return undefined;
  let path: string;
  try {
    const parsed = new URL(url);
    path = parsed.pathname + parsed.search;
  } catch {
    return undefined;
  }
  const key = callKey(method ?? 'GET', path);
  const answer = answers.get(key);
  if (answer === undefined) return undefined;
  answers.delete(key);
  const headers: Record<string, string> =
    answer.contentType === '' ? {} : { 'content-type': answer.contentType };
  return new Response(answer.body, { status: answer.status, headers });
}
