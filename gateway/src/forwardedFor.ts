import type { IncomingMessage } from 'node:http';

import proxyAddr from '@fastify/proxy-addr';

/**
 * Rewrites X-Forwarded-For to the one address the gateway believes: what a trusted hop (the site's
 * server) reported, or the caller's socket address. Mesh forwards this header to the api, so a client
 * that talks to the gateway directly cannot pick the address its limits count against.
 */
export function settleForwardedFor(
  request: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
): void {
  const address = proxyAddr(request, trust);
  request.headers['x-forwarded-for'] =
    address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

export function compileTrust(entries: string[]): (address: string, hop: number) => boolean {
  return proxyAddr.compile(entries);
}
