import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header that joins one visit's log lines across the site server, the gateway and the api. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller may name a request: a UUID, nginx's `$request_id` (32 hex digits) and the like. */
const ACCEPTABLE = /^[\w.:-]{8,128}$/;

/**
 * The id of this request: the one the hop before (the site server, the gateway, nginx) gave it, so the
 * lines of one visit share it, or a new one. Anything else (too long, odd characters) is replaced, since
 * the id is written into every log line.
 */
export function requestIdOf(headers: IncomingHttpHeaders): string {
  const given = headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}
