import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What a caller may name a request (the api applies the same rule, api/src/platform/http/requestId.ts). */
const ACCEPTABLE = /^[\w.:-]{8,128}$/;

/**
 * Settles the request's `x-request-id`: the site server's (so one page's lines share it across web,
 * gateway and api) or a new one. Mesh forwards the header to the api, and the answer carries it.
 */
export function settleRequestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
  request.headers['x-request-id'] = id;
  response.setHeader('x-request-id', id);
  return id;
}
