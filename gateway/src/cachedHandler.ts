import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

import { readAnswer } from './gatewayAnswer.js';
import type { KnownQueries, ViaMesh } from './knownQueries/knownQueries.js';
import { rememberPrefetched } from './knownQueries/prefetched.js';
import { anonymous, answerKey, cacheableAnswer, type ResponseCache } from './responseCache.js';

/** Mesh's handler (a @whatwg-node server adapter): a Node listener that also answers fetch Requests. */
export interface MeshHandler extends RequestListener {
  fetch: (request: Request) => Promise<Response> | Response;
}

/** Request headers not carried over to the fetch Request (the body is given whole). */
const NOT_FORWARDED = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'expect']);

function jsonBody(request: IncomingMessage): boolean {
  return (request.headers['content-type'] ?? '').includes('application/json');
}

/** Answers that stream (subscriptions over SSE, @defer as multipart) are never buffered here. */
function streamed(request: IncomingMessage): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/event-stream') || accept.includes('multipart/mixed');
}

/**
 * A JSON request is read whole here (to key it), so it is capped: a query within the token limit and its
 * variables fit many times over; anything larger is refused instead of held in memory.
 */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Past the cap the rest is read and dropped before answering, up to this much: a client still sending
 * when the answer comes and the socket closes sees a reset instead of the 413 (seen in CI as "fetch
 * failed"). Beyond it the connection is cut, as nothing honest sends that much.
 */
const DISCARD_LIMIT_BYTES = 16 * MAX_JSON_BODY_BYTES;

/** The whole body, or null once it passes the cap (the rest is read and dropped, never held). */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  if (Number(request.headers['content-length'] ?? 0) > DISCARD_LIMIT_BYTES) return Promise.resolve(null);
  // Events rather than `for await`: no async iterator per request on the hot path.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_JSON_BODY_BYTES) chunks.push(chunk);
      else if (chunks.length > 0) chunks.length = 0;
      if (size > DISCARD_LIMIT_BYTES) {
        request.off('data', onData);
        request.pause();
        resolve(null);
      }
    };
    request.on('data', onData);
    request.once('end', () => {
      resolve(size <= MAX_JSON_BODY_BYTES ? Buffer.concat(chunks) : null);
    });
    request.once('error', reject);
  });
}

function toFetchRequest(request: IncomingMessage, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || NOT_FORWARDED.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(`http://${request.headers.host ?? 'gateway.local'}${request.url ?? '/graphql'}`, {
    method: 'POST',
    headers,
    body,
  });
}

async function answerJson(
  request: IncomingMessage,
  response: ServerResponse,
  handler: MeshHandler,
  cache: ResponseCache,
  known: KnownQueries | undefined,
): Promise<void> {
  const body = await readBody(request);
  if (body === null) {
    response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    response.end(JSON.stringify({ errors: [{ message: 'The request body is too large' }] }));
    return;
  }
  const text = body.toString();
  const kind = cache.kindOf(text);
  // The key holds no credentials: an answer kept is the same for everyone who may receive it.
  const key =
    kind === 'everyone-query' || (kind === 'shared-query' && anonymous(request.headers))
      ? answerKey(request.headers, request.url ?? '', text)
      : undefined;
  const remembered = key === undefined ? undefined : cache.read(key);
  if (remembered) {
    response.writeHead(remembered.status, { ...remembered.headers, [WRITES_HEADER]: '0' });
    response.end(remembered.body);
    return;
  }
  const writes = kind === 'other';
  if (writes) cache.clear();
  const startedIn = cache.begin();
  try {
    const viaMesh: ViaMesh = async (prefetched) => {
      const fetchRequest = toFetchRequest(request, body);
      if (prefetched !== undefined) rememberPrefetched(fetchRequest, prefetched);
      return readAnswer(await handler.fetch(fetchRequest));
    };
    const answer = known === undefined ? await viaMesh() : await known.answer(request.headers, text, viaMesh);
    const payload = answer.payload;
    const kept: Record<string, string> = { ...answer.headers, 'content-length': String(payload.length) };
    if (key !== undefined && !writes && cacheableAnswer(answer.status, kept['content-type'], payload)) {
      cache.write(key, startedIn, { status: answer.status, headers: kept, body: payload });
    }
    const headers: Record<string, string | string[]> = { ...kept, [WRITES_HEADER]: writes ? '1' : '0' };
    if (answer.cookies.length > 0) headers['set-cookie'] = answer.cookies;
    response.writeHead(answer.status, headers);
    response.end(payload);
  } finally {
    // Again at the end: a query that began while this write ran is not kept either.
    if (writes) cache.clear();
  }
}

/**
 * On every answer to a JSON POST: '0' when the gateway took it for a read (a query, or a mutation that
 * writes nothing shared) or for a write of one player's own data, '1' for a possible write. The site empties its page memory after a POST to
 * /graphql only when this does not say '0' (web/server/siteServer.ts), so queries and the signed-in
 * state asked after each navigation no longer empty it; no header (another gateway, the memory off)
 * counts as a write.
 */
export const WRITES_HEADER = 'x-lodestone-writes';

/**
 * Mesh's handler behind the memory of anonymous query answers (responseCache.ts) and the queries the
 * gateway answers without Mesh's execution (knownQueries.ts). JSON POSTs are read here: answered from
 * memory, by a known query's plan, or passed to Mesh whole. Every other POST (a multipart upload) is a
 * possible write and empties the memory; GET (queries only: Yoga refuses mutations over GET) and
 * OPTIONS go to Mesh untouched.
 */
export function withResponseCache(
  handler: MeshHandler,
  cache: ResponseCache,
  known?: KnownQueries,
): RequestListener {
  if (!cache.enabled && known === undefined) return handler;
  return (request, response) => {
    const method = request.method ?? 'GET';
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
      handler(request, response);
      return;
    }
    if (method === 'POST' && jsonBody(request) && !streamed(request)) {
      answerJson(request, response, handler, cache, known).catch((error: unknown) => {
        console.error(`[gateway] answer failed (request ${String(request.headers['x-request-id'])})`, error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end();
      });
      return;
    }
    cache.clear();
    response.once('close', () => {
      cache.clear();
    });
    handler(request, response);
  };
}
