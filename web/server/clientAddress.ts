import type { IncomingMessage } from 'node:http';

import proxyAddr from '@fastify/proxy-addr';

export type TrustCheck = (address: string, hop: number) => boolean;

/**
 * `TRUSTED_PROXIES`: comma-separated addresses or CIDR ranges (and proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`) of the reverse proxies in front of this server. Empty (the default): the
 * socket's address is the visitor, whatever `X-Forwarded-For` claims.
 */
export function parseTrustedProxies(value: string | undefined): TrustCheck {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return proxyAddr.compile(entries);
}

/** The visitor's address: the nearest hop that is not a trusted proxy, read from the right. */
export function clientAddress(request: IncomingMessage, trust: TrustCheck): string {
  const address = proxyAddr(request, trust);
  // Node reports IPv4 clients of a dual-stack socket as `::ffff:203.0.113.7`.
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** The scheme the visitor used: `X-Forwarded-Proto` counts only when a trusted proxy sent it. */
export function clientProtocol(request: IncomingMessage, trust: TrustCheck): 'http' | 'https' {
  const socket = request.socket as { encrypted?: boolean };
  if (socket.encrypted) return 'https';
  const peer = request.socket.remoteAddress ?? '';
  if (!trust(peer, 0)) return 'http';
  const forwarded = request.headers['x-forwarded-proto'];
  const value = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return value === 'https' ? 'https' : 'http';
}
