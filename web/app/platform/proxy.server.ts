// Server-only: forwards a request to a service behind the web server and streams the answer back, so
// the browser only ever talks to the site's own origin (no CORS, and later no tokens in page JS).

/** Request headers worth passing on; cookies and hop-by-hop headers stay here. */
const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'x-idempotency-key',
  'if-none-match',
  'if-modified-since',
  'range',
];

/** Set by fetch for the hop from upstream, wrong for the hop to the browser (fetch already decoded the body). */
const DROPPED_RESPONSE_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
];

export interface ProxyOptions {
  /** What to answer when the upstream cannot be reached. */
  unavailable: () => Response;
  /** Added by the web server itself (credentials from HttpOnly cookies, the visitor's address). */
  extraHeaders?: Record<string, string>;
  /**
   * A body the web server built from what it read (`/graphql`: one parse), sent instead of the client's;
   * a null content type lets fetch set it (FormData's boundary).
   */
  body?: { content: string | FormData; contentType: string | null };
}

export async function proxyRequest(
  request: Request,
  target: string,
  { unavailable, extraHeaders, body }: ProxyOptions,
) {
  const headers = new Headers(extraHeaders);
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const method = request.method.toUpperCase();
  const streamsBody = body === undefined && method !== 'GET' && method !== 'HEAD';
  if (body) {
    if (body.contentType === null) headers.delete('content-type');
    else headers.set('content-type', body.contentType);
  }
  // `duplex: 'half'` lets fetch stream the incoming body instead of buffering it (Node's fetch needs it).
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers,
    body: body ? body.content : streamsBody ? request.body : null,
    redirect: 'manual',
    signal: request.signal,
    ...(streamsBody ? { duplex: 'half' } : {}),
  };

  let upstream: Response;
  try {
    upstream = await fetch(target, init);
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`[web] proxy to ${new URL(target).origin} failed`, error);
    return unavailable();
  }

  const responseHeaders = new Headers(upstream.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) responseHeaders.delete(name);
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders,
  });
}
