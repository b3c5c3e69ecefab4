import type { FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every anonymous visitor (main data, documents, servers, tops): the
     * api's public cache keeps it for a moment and the gateway shares it between visitors. Only for GET
     * routes whose answer a second visitor may receive as is: never one that hands out something new
     * each time (a captcha puzzle can be solved once).
     */
    shared?: boolean;
    /**
     * With `shared`: the answer does not depend on who asks either, so a signed-in visitor gets the same
     * bytes as an anonymous one (the home page's data, the servers, the tops). The session is then not
     * looked up at all, the handler cannot read it (visitorOrUser throws), and both the api's public
     * cache and the gateway's memory serve signed-in requests too: a signed-in page asks for `main`
     * three times (its own query, the footer, the site defaults), and each was a full trip before.
     */
    sameWhenSignedIn?: boolean;
    /**
     * A POST that changes nothing another visitor could see: the signed-in state for these headers, asked
     * after every navigation of a signed-in player. A successful one leaves the api's public cache alone,
     * and the gateway (which reads the extension below) leaves its memory alone too; any other write
     * empties both. Without it, every signed-in page view emptied every cache of anonymous answers.
     */
    readsOnly?: boolean;
    /**
     * A POST whose write concerns one player only: their sign-in, purchase, top-up, coins moved to the
     * game. What it changes shows in that player's own answers at once (never shared); where it shows
     * in an answer shared whoever asks (a new role in their public profile's roles), it shows within the
     * caches' lifetimes (≤ 4 s for a signed-in reader, ≤ 5 s for a page), as a write through another
     * replica does for everyone. A successful one leaves the
     * api's public cache, the gateway's memory and the site's pages alone (the extension below, and
     * `x-lodestone-writes: 0` on its answer): on a wipe day, players signing in and buying every few
     * milliseconds emptied every cache of anonymous answers each time, so anonymous pages were
     * rendered again for nearly every visitor.
     */
    writesOwnData?: boolean;
  }
}

/**
 * The OpenAPI extension on a shared operation. The gateway reads it from the documents and shares only
 * the GraphQL root fields (named by `operationId`) that carry it: the one list, kept on the routes.
 */
export const SHARED_EXTENSION = 'x-lodestone-shared';

/** The OpenAPI extension on a shared operation that is also `config.sameWhenSignedIn`. */
export const SAME_WHEN_SIGNED_IN_EXTENSION = 'x-lodestone-same-when-signed-in';

/** The OpenAPI extension on a `config.readsOnly` operation: the gateway treats its mutation as a read. */
export const READS_ONLY_EXTENSION = 'x-lodestone-reads-only';

/** The OpenAPI extension on a `config.writesOwnData` operation: its mutation leaves the caches alone. */
export const WRITES_OWN_DATA_EXTENSION = 'x-lodestone-writes-own-data';

/** On answers (api and gateway): '0' when the request wrote nothing a shared answer shows. */
export const WRITES_HEADER = 'x-lodestone-writes';

/**
 * Whether a route is marked `config: { shared: true }`. The flag on a write or on a guarded route throws
 * (in `npm run openapi` and the api's OpenAPI test, which build every document).
 */
export function sharedRoute(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): boolean {
  const config = route.config as { shared?: unknown; auth?: unknown; permission?: unknown } | undefined;
  if (config?.shared !== true) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => method !== 'GET' && method !== 'HEAD'))
    throw new Error(`${route.url}: only a GET route may be shared (config.shared)`);
  // A visitor gets a 401 there: nothing an anonymous visitor sees could be shared.
  if (config.auth !== undefined || config.permission !== undefined)
    throw new Error(`${route.url}: a route behind a sign-in cannot be shared (config.shared)`);
  return true;
}

/**
 * Whether a route is marked `config: { sameWhenSignedIn: true }`; the flag without `shared` throws (an
 * answer that differs between anonymous visitors cannot be the same for signed-in ones).
 */
export function sameWhenSignedInRoute(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): boolean {
  const config = route.config as { sameWhenSignedIn?: unknown } | undefined;
  if (config?.sameWhenSignedIn !== true) return false;
  if (!sharedRoute(route))
    throw new Error(
      `${route.url}: config.sameWhenSignedIn needs config.shared (the answer is the same for visitors)`,
    );
  return true;
}

/** Whether a route carries a flag that only a write may carry; the flag on a GET (always a read) throws. */
function writeFlag(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
  flag: 'readsOnly' | 'writesOwnData',
) {
  const config = route.config as Partial<Record<typeof flag, unknown>> | undefined;
  if (config?.[flag] !== true) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (methods.some((method) => method === 'GET' || method === 'HEAD'))
    throw new Error(`${route.url}: a GET is always a read (config.${flag} is for a POST)`);
  return true;
}

/** Whether a route is marked `config: { readsOnly: true }`; the flag on a GET throws. */
export function readsOnlyRoute(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): boolean {
  return writeFlag(route, 'readsOnly');
}

/** Whether a route is marked `config: { writesOwnData: true }`; the flag on a GET throws. */
export function writesOwnDataRoute(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): boolean {
  return writeFlag(route, 'writesOwnData');
}

/** Whether the request's route leaves the shared caches alone after a successful answer. */
export function leavesSharedAnswers(request: FastifyRequest): boolean {
  // Unmatched requests (404) have no route config.
  const config = request.routeOptions.config as typeof request.routeOptions.config | undefined;
  return config?.readsOnly === true || config?.writesOwnData === true;
}

/** Adds `extension` to the operations whose `operationId` is in `ids` (the document's own routes). */
export function markOperations<Document extends { paths?: object }>(
  document: Document,
  ids: ReadonlySet<string>,
  extension: string,
): Document {
  for (const pathItem of Object.values(document.paths ?? {}) as Record<string, unknown>[])
    for (const operation of Object.values(pathItem))
      if (typeof operation === 'object' && operation !== null) {
        const { operationId } = operation as { operationId?: unknown };
        if (typeof operationId === 'string' && ids.has(operationId))
          (operation as Record<string, unknown>)[extension] = true;
      }
  return document;
}

/**
 * Whether the request's route answers the same whoever asks (`config.sameWhenSignedIn`, checked with
 * `shared` when the documents are built): the one test of the flag at request time, for the session
 * look-up it skips (routeAccess.ts), the handler it forbids to read the user (signedIn.ts) and the public
 * cache that serves signed-in requests too (main/publicCache.ts).
 */
export function answersSameWhenSignedIn(request: FastifyRequest): boolean {
  // Unmatched requests (404) have no route config.
  const config = request.routeOptions.config as typeof request.routeOptions.config | undefined;
  return config?.sameWhenSignedIn === true;
}
