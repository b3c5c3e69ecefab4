import type { RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every anonymous visitor (main data, documents, servers, tops): the
     * api's public cache keeps it for a moment and the gateway shares it between visitors. Only for GET
     * routes whose answer a second visitor may receive as is: never one that hands out something new
     * each time (a captcha puzzle can be solved once).
     */
    shared?: boolean;
  }
}

/**
 * The OpenAPI extension on a shared operation. The gateway reads it from the documents and shares only
 * the GraphQL root fields (named by `operationId`) that carry it: the one list, kept on the routes.
 */
export const SHARED_EXTENSION = 'x-lodestone-shared';

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

/** Adds the extension to the operations whose `operationId` is in `shared` (the document's own routes). */
export function markSharedOperations<Document extends { paths?: object }>(
  document: Document,
  shared: ReadonlySet<string>,
): Document {
  for (const pathItem of Object.values(document.paths ?? {}) as Record<string, unknown>[])
    for (const operation of Object.values(pathItem))
      if (typeof operation === 'object' && operation !== null) {
        const { operationId } = operation as { operationId?: unknown };
        if (typeof operationId === 'string' && shared.has(operationId))
          (operation as Record<string, unknown>)[SHARED_EXTENSION] = true;
      }
  return document;
}
