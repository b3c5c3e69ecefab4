import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { limitedBody } from './bodyLimit';
import { YGGDRASIL_PATH } from './authlibInjector';

// authlib-injector's Yggdrasil API lives in the api; launchers and game servers reach it at the site's
// address (the X-Authlib-Injector-API-Location header sends them there). They are not browsers: they
// send no Origin, so the site's cross-site refusal would stop every POST. This path is therefore
// answered here, before React Router (whose middleware reads the session cookies), and it is kept
// unable to act for a browser visitor: no cookie or site credential goes to the api (the protocol's
// own tokens travel in the body), and no Set-Cookie comes back. A forged cross-site POST here can do
// only what a launcher can do with the tokens it holds, which a forging page does not have.

/** Request headers the protocol needs; nothing else of the client's (cookies above all) goes on. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent'];

/** Answer headers that are this hop's own, or that a browser would act on for the site's origin. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
  'set-cookie2',
]);

const ROOT_WITHOUT_SLASH = YGGDRASIL_PATH.slice(0, -1);

/**
 * The path and query to ask of the api when the request is for the Yggdrasil API, else undefined. The
 * decision is made on the address as `fetch` will send it (WHATWG parsing: `..` and `%2e%2e`
 * segments resolved), so `/api-launcher/yggdrasil/../../api/...` cannot reach the rest of the api.
 */
export function yggdrasilTarget(rawUrl: string | undefined): string | undefined {
  if (!rawUrl?.startsWith('/') || rawUrl.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(rawUrl, 'http://site.invalid');
  } catch {
    return undefined;
  }
  if (url.pathname !== ROOT_WITHOUT_SLASH && !url.pathname.startsWith(YGGDRASIL_PATH)) return undefined;
  return `${url.pathname}${url.search}`;
}

export interface YggdrasilForwarding {
  /** The api's base address (API_URL). */
  apiUrl: string;
  /** The visitor's address as the site decided it (`hasJoined?ip=` compares it with the joining one). */
  clientAddress: string;
  /** The body cap of the site's ordinary requests. */
  limit: number;
  /** The site's security headers (the answer is the site's like any other). */
  baseHeaders: Record<string, string>;
}

function answerPlain(response: ServerResponse, status: number, body: unknown): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
  response.end(JSON.stringify(body));
}

/** Forwards one Yggdrasil request to the api and streams the answer back. */
export async function forwardYggdrasil(
  request: IncomingMessage,
  response: ServerResponse,
  target: string,
  { apiUrl, clientAddress, limit, baseHeaders }: YggdrasilForwarding,
): Promise<void> {
  const headers = new Headers({ 'x-forwarded-for': clientAddress });
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const method = (request.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  // An object, so the check after fetch sees what the body callback set later.
  const state = { tooLarge: false };
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers,
    redirect: 'manual',
    signal: controller.signal,
  };
  if (hasBody) {
    init.body = limitedBody(request, limit, () => {
      state.tooLarge = true;
      answerPlain(response, 413, { error: 'IllegalArgumentException', errorMessage: 'Request too large.' });
      controller.abort();
    });
    init.duplex = 'half';
  }
  let upstream: Response;
  try {
    upstream = await fetch(`${apiUrl.replace(/\/+$/, '')}${target}`, init);
  } catch (error) {
    if (state.tooLarge || controller.signal.aborted) return;
    console.error('[web] Yggdrasil forwarding failed', error);
    answerPlain(response, 503, { error: 'ServiceUnavailable', errorMessage: 'Try again later.' });
    return;
  }
  const answerHeaders: Record<string, string> = { ...baseHeaders };
  for (const [name, value] of upstream.headers) {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) answerHeaders[name] = value;
  }
  // Per-player answers (tokens, signed profiles) are never stored by a shared cache.
  answerHeaders['cache-control'] ??= 'no-store';
  response.writeHead(upstream.status, answerHeaders);
  if (upstream.body === null || method === 'HEAD') {
    response.end();
    return;
  }
  const body = Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream<Uint8Array>);
  await pipeline(body, response);
}
