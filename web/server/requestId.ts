import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a caller may name a request (the api applies the same rule, api/src/platform/http/requestId.ts). */
const ACCEPTABLE = /^[\w.:-]{8,128}$/;

/**
 * The visit's request id: the reverse proxy's (nginx `$request_id`) or a new one. It is written back
 * into the request's headers, so the page's calls to the gateway carry it (upstreamHeaders) and the
 * web, gateway and api log lines of one page share it; the answer carries it as `X-Request-Id`.
 */
export function settleRequestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
  request.headers['x-request-id'] = id;
  return id;
}
