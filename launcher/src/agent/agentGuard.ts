import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

import { AGENT_SECRET_HEADER, AGENT_SOCKET_PROTOCOL } from './agentContract.js';

export type GuardVerdict = { ok: true } | { ok: false; reason: 'origin' | 'secret' };

function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The secret a WebSocket offers as its second subprotocol (browsers cannot set headers on a socket). */
export function socketSecret(headers: IncomingHttpHeaders): string | undefined {
  const protocols = (headers['sec-websocket-protocol'] ?? '').split(',').map((value) => value.trim());
  return protocols[0] === AGENT_SOCKET_PROTOCOL ? protocols[1] : undefined;
}

/**
 * Every request must come from the site's origin and carry the per-start secret, GETs and the socket
 * included: without both, any web page could reach the agent (even with an `<img>`, which sends no Origin).
 */
export function checkRequest(headers: IncomingHttpHeaders, siteOrigin: string, secret: string): GuardVerdict {
  if (headers.origin !== siteOrigin) return { ok: false, reason: 'origin' };
  const header = headers[AGENT_SECRET_HEADER];
  const given = typeof header === 'string' ? header : socketSecret(headers);
  return sameSecret(given, secret) ? { ok: true } : { ok: false, reason: 'secret' };
}
