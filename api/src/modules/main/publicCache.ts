import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  answersSameWhenSignedIn,
  leavesSharedAnswers,
  WRITES_HEADER,
} from '../../platform/openapi/sharedAnswers.js';

/**
 * At most this many answers are kept: the key holds the query string, so a visitor walking through
 * thousands of pages (or a crawler inventing query strings) must not grow the process without end.
 * Past it the oldest answer goes first.
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 1000;

/**
 * Online counts change without any write through this api (game-server polling, background jobs), so
 * an answer lives at most this long; writes through the api drop every answer at once (below).
 */
export const PUBLIC_CACHE_TTL_MS = 2000;

interface Entry {
  payload: string;
  contentType: string;
  storedAt: number;
  /** The app's own clock when stored: a clock that moves on (tests, a corrected system clock) ends it too. */
  storedAtAppTime: number;
}

export interface PublicCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  /** The clock the api's services read (`buildApp`'s `clock`), in milliseconds. */
  appTime?: () => number;
}

/**
 * Any of these makes a request someone's own. The gateway passes a session on as `access-id` and
 * `access-token` (empty when there is none, which AuthService reads as none too).
 */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'access-id', 'access-token', 'x-system-token'];

/** Signed-in answers may differ (drafts, staff fields): only requests without credentials are shared. */
function anonymous(request: FastifyRequest): boolean {
  return CREDENTIAL_HEADERS.every((name) => {
    const value = request.headers[name];
    return value === undefined || (typeof value === 'string' && value.trim() === '');
  });
}

/**
 * Only routes marked `config: { shared: true }` (platform/openapi/sharedAnswers.ts): what every anonymous
 * visitor sees the same way (main data, documents, servers, rules, tops). Every page asks for some of it
 * (the footer asks for `main` on every page), so it is served from memory for a moment instead of from
 * the database each time. The same flag tells the gateway which root fields it may share.
 */
function cacheKey(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  // Unmatched requests (404) have no route config.
  const config = request.routeOptions.config as typeof request.routeOptions.config | undefined;
  if (config?.shared !== true) return undefined;
  // A signed-in request too, where the answer is the same for everyone (routeAccess.ts reads no session).
  if (!answersSameWhenSignedIn(request) && !anonymous(request)) return undefined;
  return `${request.headers['accept-language'] ?? ''}\n${request.url}`;
}

/**
 * Registers the cache on the root instance (hooks then apply to every route registered after it).
 * Any successful write (POST/PUT/PATCH/DELETE) empties it, so a news post, a rules edit, a settings
 * change or a game server's report shows on the next render, but a read by POST (`readsOnly`) or a
 * write of one player's own data (`writesOwnData`, platform/openapi/sharedAnswers.ts), which says so
 * to the site in `x-lodestone-writes: 0`; what changes without a request through
 * this api (the Server List Ping poller, background jobs) shows once the short lifetime is over.
 * Returns a function that empties it (tests, and writes that do not pass through HTTP).
 */
export function registerPublicCache(app: FastifyInstance, options: PublicCacheOptions = {}): () => void {
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const appTime = options.appTime ?? now;
  const entries = new Map<string, Entry>();
  // A read that began before a write may end after it: its answer is not kept.
  let generation = 0;
  const startedIn = new WeakMap<FastifyRequest, number>();
  const clear = (): void => {
    generation += 1;
    entries.clear();
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cacheKey(request);
    if (key === undefined) return;
    startedIn.set(request, generation);
    const entry = entries.get(key);
    if (entry === undefined) return;
    if (now() - entry.storedAt > ttlMs || Math.abs(appTime() - entry.storedAtAppTime) > ttlMs) {
      entries.delete(key);
      return;
    }
    await reply.header('content-type', entry.contentType).header('x-cache', 'hit').send(entry.payload);
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const method = request.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
      const key = cacheKey(request);
      if (key !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
        const fresh = startedIn.get(request) === generation;
        if (
          fresh &&
          reply.getHeader('x-cache') === undefined &&
          reply.getHeader('set-cookie') === undefined
        ) {
          entries.delete(key);
          // A Map keeps insertion order: its first key is the oldest answer.
          while (entries.size >= maxEntries) {
            const oldest = entries.keys().next();
            if (oldest.done === true) break;
            entries.delete(oldest.value);
          }
          entries.set(key, {
            payload,
            contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
            storedAt: now(),
            storedAtAppTime: appTime(),
          });
        }
      }
    } else if (reply.statusCode < 400) {
      if (leavesSharedAnswers(request)) reply.header(WRITES_HEADER, '0');
      else clear();
    }
    return payload;
  });

  return clear;
}
