import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { CSP_NONCE_HEADER } from '../app/platform/csp/cspNonce';
import { ACCESS_TOKEN_COOKIE } from '../app/platform/auth/authCookies';
import { declaresTooMuch, limitedBody } from './bodyLimit';
import { clientAddress, clientProtocol, type TrustCheck } from './clientAddress';
import { compressorFor } from './compression';
import { AUTHLIB_INJECTOR_HEADERS } from './authlibInjector';
import { createNonce, securityHeaders } from './securityHeaders';
import { pageChunks, pageCacheKey, pageLength, type PageCache, type StoredPage } from './pageCache';
import { matchesEtag, PAGE_CACHE_CONTROL, pageEtag } from './pageValidator';
import { settleRequestId } from './requestId';
import { findStaticFile } from './staticFiles';
import { forwardYggdrasil, yggdrasilTarget } from './yggdrasilForwarding';

export interface BodyLimits {
  /** `/graphql`: uploads travel there as multipart (11 MiB by default: a 10 MiB file and its form). */
  graphql: number;
  /** Every other path: the site's own forms (sign-in, registration, ...). */
  other: number;
}

export interface SiteServerOptions {
  /** React Router's request handler (or a stand-in in tests). */
  handler: (request: Request) => Promise<Response>;
  /** The built client files (`web/build/client`); absent: nothing static. */
  clientDir?: string;
  trust: TrustCheck;
  limits: BodyLimits;
  /** Anonymous pages kept for a moment (pageCache.ts); absent: every request renders. */
  pageCache?: PageCache;
  /** The api's address (API_URL): the Yggdrasil API is forwarded there, cookie-free (yggdrasilForwarding.ts). */
  yggdrasilApi?: string;
}

/** Headers only this server may set: the client's copies are dropped, whoever sends them. */
const OWN_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'forwarded',
  CSP_NONCE_HEADER,
];

function carriesSession(request: IncomingMessage): boolean {
  return new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_COOKIE}=`).test(request.headers.cookie ?? '');
}

function refuse(response: ServerResponse, status: number, text: string): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  // The rest of an oversized body is never read: the connection closes after the answer.
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
  response.end(text);
}

function toRequest(
  request: IncomingMessage,
  options: SiteServerOptions,
  nonce: string,
  onTooLarge: () => void,
  signal: AbortSignal,
): Request | undefined {
  const protocol = clientProtocol(request, options.trust);
  const rawUrl = request.url ?? '/';
  if (!rawUrl.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(`${protocol}://${request.headers.host ?? 'localhost'}${rawUrl}`);
  } catch {
    return undefined;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || OWN_HEADERS.includes(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('x-forwarded-for', clientAddress(request, options.trust));
  headers.set(CSP_NONCE_HEADER, nonce);
  const method = (request.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const limit = url.pathname === '/graphql' ? options.limits.graphql : options.limits.other;
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (hasBody) {
    init.body = limitedBody(request, limit, onTooLarge);
    init.duplex = 'half';
  }
  return new Request(url, init);
}

async function sendStatic(
  request: IncomingMessage,
  response: ServerResponse,
  clientDir: string,
  pathname: string,
  baseHeaders: Record<string, string>,
): Promise<boolean> {
  const file = await findStaticFile(clientDir, pathname);
  if (file === undefined) return false;
  const compressor = compressorFor(request.headers['accept-encoding'], file.type);
  const headers: Record<string, string | number> = {
    ...baseHeaders,
    'Content-Type': file.type,
    'Cache-Control': file.cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (compressor) headers['Content-Encoding'] = compressor.encoding;
  else headers['Content-Length'] = file.size;
  response.writeHead(200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  await (compressor
    ? pipeline(file.stream(), compressor.stream, response)
    : pipeline(file.stream(), response));
  return true;
}

/** A rendered page that anyone with the same cookies gets the same way (but for the nonce). */
function cacheable(answer: Response): boolean {
  return (
    answer.status === 200 &&
    answer.body !== null &&
    !answer.headers.has('set-cookie') &&
    !answer.headers.has('cache-control') &&
    (answer.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

/** A page any anonymous visitor gets the same way (but for the nonce): it may be revalidated. */
function revalidatable(
  request: IncomingMessage,
  answer: Response,
  headers: Headers,
  hasBody: boolean,
): boolean {
  return (
    request.method === 'GET' &&
    answer.status === 200 &&
    hasBody &&
    !carriesSession(request) &&
    !headers.has('set-cookie') &&
    !headers.has('cache-control') &&
    (headers.get('content-type') ?? '').startsWith('text/html')
  );
}

async function sendResponse(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Response,
  baseHeaders: Record<string, string>,
  nonce: string,
  /** The body when it is already in memory (remembered pages): written at once, without web streams. */
  text?: string,
): Promise<void> {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(baseHeaders)) if (!headers.has(name)) headers.set(name, value);
  const hasBody = text !== undefined || answer.body !== null;
  if (text === undefined && revalidatable(request, answer, headers, hasBody)) {
    // The whole page is read to hash it (pages are ~100 KiB; the render has finished by then anyway).
    const html = await answer.text();
    await sendResponse(request, response, new Response(null, { status: 200, headers }), {}, nonce, html);
    return;
  }
  if (text !== undefined && revalidatable(request, answer, headers, hasBody)) {
    const html = text;
    const etag = pageEtag(html, nonce);
    if (matchesEtag(request, etag)) {
      // No Content-Security-Policy here: the browser keeps the stored one, whose nonce matches the
      // stored page (a 304's headers replace the stored ones they name).
      const kept: Record<string, string> = {
        ETag: etag,
        'Cache-Control': PAGE_CACHE_CONTROL,
        Vary: 'Cookie',
      };
      response.writeHead(304, kept);
      response.end();
      return;
    }
    headers.set('ETag', etag);
    headers.set('Cache-Control', PAGE_CACHE_CONTROL);
    headers.append('Vary', 'Cookie');
  }
  // A signed-in visitor's pages and anything that sets a cookie are this visitor's alone.
  if (carriesSession(request) || headers.has('set-cookie')) headers.set('Cache-Control', 'no-store');
  const compressor =
    hasBody && request.method !== 'HEAD' && !headers.has('content-encoding')
      ? compressorFor(request.headers['accept-encoding'], headers.get('content-type'))
      : undefined;
  if (compressor) {
    headers.set('Content-Encoding', compressor.encoding);
    headers.delete('Content-Length');
    headers.append('Vary', 'Accept-Encoding');
  }
  const cookies = headers.getSetCookie();
  headers.delete('set-cookie');
  const plain: Record<string, string | string[]> = Object.fromEntries(headers.entries());
  if (cookies.length > 0) plain['set-cookie'] = cookies;
  // An empty reason phrase would be sent as is; Node fills in the standard one when given none.
  if (answer.statusText) response.writeHead(answer.status, answer.statusText, plain);
  else response.writeHead(answer.status, plain);
  if (!hasBody || request.method === 'HEAD') {
    response.end();
    return;
  }
  if (text !== undefined) {
    if (compressor) await pipeline(Readable.from([Buffer.from(text)]), compressor.stream, response);
    else response.end(text);
    return;
  }
  if (answer.body === null) return;
  const body = Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream<Uint8Array>);
  await (compressor ? pipeline(body, compressor.stream, response) : pipeline(body, response));
}

/**
 * An anonymous page from the memory (or just rendered into it): headers and ETag were prepared when it
 * was stored, so this only adds the security headers with this answer's nonce and writes the bytes.
 */
async function sendStoredPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  baseHeaders: Record<string, string>,
  nonce: string,
): Promise<void> {
  if (matchesEtag(request, page.etag)) {
    // No Content-Security-Policy here: the browser keeps the stored one, whose nonce matches the
    // stored page (a 304's headers replace the stored ones they name).
    response.writeHead(304, { ETag: page.etag, 'Cache-Control': PAGE_CACHE_CONTROL, Vary: 'Cookie' });
    response.end();
    return;
  }
  const headers: Record<string, string | number> = { ...page.headers };
  for (const [name, value] of Object.entries(baseHeaders)) {
    const lower = name.toLowerCase();
    if (!(lower in headers)) headers[lower] = value;
  }
  const nonceBytes = Buffer.from(nonce);
  const chunks = pageChunks(page, nonceBytes);
  const compressor = compressorFor(request.headers['accept-encoding'], page.headers['content-type'] ?? null);
  if (compressor) {
    headers['content-encoding'] = compressor.encoding;
    delete headers['content-length'];
    headers.vary = `${String(headers.vary)}, Accept-Encoding`;
  } else {
    headers['content-length'] = pageLength(page, nonceBytes.length);
  }
  response.writeHead(page.status, headers);
  if (compressor) {
    await pipeline(Readable.from(chunks), compressor.stream, response);
    return;
  }
  // Corked: the pieces leave in one write (end() uncorks), without copying the page into one buffer.
  response.cork();
  for (const chunk of chunks) response.write(chunk);
  response.end();
}

/**
 * The site's one public entry: static client files, then React Router for everything else. It decides
 * who the visitor is (socket address, or what trusted proxies say), caps request bodies while they
 * stream, and adds the security headers with a per-request CSP nonce.
 */
/**
 * `x-lodestone-writes: 0` from the gateway (gateway/src/cachedHandler.ts) or the api through a proxied
 * route (a payment notification): this POST wrote nothing a shared page shows.
 */
function gatewayRead(answer: Response): boolean {
  return answer.headers.get('x-lodestone-writes') === '0';
}

export function createSiteListener(options: SiteServerOptions): RequestListener {
  return (request, response) => {
    const requestId = settleRequestId(request);
    void (async () => {
      const nonce = createNonce();
      const https = clientProtocol(request, options.trust) === 'https';
      const baseHeaders = {
        ...securityHeaders({ nonce, https }),
        ...AUTHLIB_INJECTOR_HEADERS,
        'X-Request-Id': requestId,
      };
      const pathname = (request.url ?? '/').split('?', 1)[0] ?? '/';
      const limit = pathname === '/graphql' ? options.limits.graphql : options.limits.other;
      if (declaresTooMuch(request, limit)) {
        refuse(response, 413, 'Payload Too Large');
        return;
      }
      const yggdrasil = options.yggdrasilApi === undefined ? undefined : yggdrasilTarget(request.url);
      if (options.yggdrasilApi !== undefined && yggdrasil !== undefined) {
        await forwardYggdrasil(request, response, yggdrasil, {
          apiUrl: options.yggdrasilApi,
          clientAddress: clientAddress(request, options.trust),
          limit,
          baseHeaders,
        });
        return;
      }
      const method = request.method ?? 'GET';
      if (options.clientDir && (method === 'GET' || method === 'HEAD')) {
        if (await sendStatic(request, response, options.clientDir, pathname, baseHeaders)) return;
      }
      // The memory of anonymous pages is asked before any per-request work a hit does not need.
      const cache = options.pageCache?.enabled ? options.pageCache : undefined;
      const cacheKey =
        cache && method === 'GET' && !carriesSession(request)
          ? pageCacheKey(
              request.headers.host,
              request.url ?? '/',
              request.headers.cookie,
              request.headers['accept-language'],
            )
          : undefined;
      if (cache && cacheKey !== undefined) {
        let page = cache.read(cacheKey);
        const waiting = page ? undefined : cache.inProgress(cacheKey);
        if (waiting) {
          await waiting;
          page = cache.read(cacheKey);
        }
        if (page) {
          await sendStoredPage(request, response, page, baseHeaders, nonce);
          return;
        }
      }
      const controller = new AbortController();
      // An object, so the checks below see what the body callback set later.
      const state = { tooLarge: false };
      response.on('close', () => {
        if (!response.writableFinished) controller.abort();
      });
      const fetchRequest = toRequest(
        request,
        options,
        nonce,
        () => {
          state.tooLarge = true;
          refuse(response, 413, 'Payload Too Large');
          controller.abort();
        },
        controller.signal,
      );
      if (fetchRequest === undefined) {
        refuse(response, 400, 'Bad Request');
        return;
      }
      const render = cache && cacheKey !== undefined ? cache.begin(cacheKey) : undefined;
      try {
        let answer: Response;
        try {
          answer = await options.handler(fetchRequest);
        } catch (error) {
          if (!state.tooLarge && !controller.signal.aborted) {
            console.error(`[web] request ${requestId} failed`, error);
            refuse(response, 500, 'Internal Server Error');
          }
          return;
        }
        if (state.tooLarge || response.headersSent) return;
        // A write through the site (form post, GraphQL mutation) may change any page. The gateway says
        // which /graphql POSTs were reads (queries, the signed-in state): those leave the pages alone.
        if (method !== 'GET' && method !== 'HEAD' && answer.status < 400 && !gatewayRead(answer)) {
          cache?.clear();
        }
        if (cache && cacheKey !== undefined && render && cacheable(answer)) {
          const html = await answer.text();
          const page = cache.write(cacheKey, render.startedIn, {
            status: answer.status,
            headers: [...answer.headers.entries()],
            html,
            nonce,
          });
          render.done();
          await sendStoredPage(request, response, page, baseHeaders, nonce);
          return;
        }
        render?.done();
        await sendResponse(request, response, answer, baseHeaders, nonce);
      } finally {
        render?.done();
      }
    })().catch((error: unknown) => {
      // A client that went away mid-answer is not an error worth a stack trace.
      if (!response.destroyed) console.error(`[web] answer to ${requestId} failed`, error);
      response.destroy();
    });
  };
}
