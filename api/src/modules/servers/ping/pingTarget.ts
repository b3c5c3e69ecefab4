import { promises as dns, type SrvRecord } from 'node:dns';
import { isIP } from 'node:net';

import {
  AddressRefused,
  DEFAULT_GAME_PORT,
  isPrivateAddress,
  requireReachable,
  type ServerAddress,
} from './serverAddress.js';

/** The two DNS questions the poller asks; tests answer them without a DNS server. */
export interface NameResolver {
  resolveSrv(name: string): Promise<SrvRecord[]>;
  lookup(host: string): Promise<{ address: string; family: number }[]>;
}

export const systemResolver: NameResolver = {
  resolveSrv: (name) => dns.resolveSrv(name),
  lookup: (host) => dns.lookup(host, { all: true, order: 'verbatim' }),
};

export interface PingTarget {
  /** The name the handshake carries (the SRV target when there is one), as the game's client does. */
  hostName: string;
  /** The IP the socket connects to: checked here, so a name cannot be re-pointed after the check. */
  ip: string;
  port: number;
  via: 'srv' | 'address';
}

/** The record a client uses: lowest priority first, then the heaviest weight. */
function pickSrv(records: SrvRecord[]): SrvRecord | undefined {
  return [...records].sort((a, b) => a.priority - b.priority || b.weight - a.weight)[0];
}

async function srvFor(host: string, resolver: NameResolver): Promise<SrvRecord | undefined> {
  try {
    return pickSrv(await resolver.resolveSrv(`_minecraft._tcp.${host}`));
  } catch {
    // No record (ENODATA, ENOTFOUND) or no DNS answer: the client falls back to the host itself.
    return undefined;
  }
}

/**
 * Where to connect for an address, the way the game's client finds it: an address without a port asks
 * for the `_minecraft._tcp` SRV record first, then falls back to the host and port 25565. Every IP the
 * name resolves to is checked: loopback, private and link-local ones are refused unless allowed.
 */
export async function resolvePingTarget(
  address: ServerAddress,
  resolver: NameResolver,
  allowPrivate: boolean,
): Promise<PingTarget> {
  if (isIP(address.host) !== 0) {
    requireReachable(address.host, allowPrivate);
    return {
      hostName: address.host,
      ip: address.host,
      port: address.port ?? DEFAULT_GAME_PORT,
      via: 'address',
    };
  }
  const srv = address.port === null ? await srvFor(address.host, resolver) : undefined;
  const hostName = srv === undefined ? address.host : srv.name.replace(/\.$/, '').toLowerCase();
  const port = srv?.port ?? address.port ?? DEFAULT_GAME_PORT;
  const ips = isIP(hostName) === 0 ? await resolver.lookup(hostName) : [{ address: hostName, family: 0 }];
  const usable = ips.find((ip) => allowPrivate || !isPrivateAddress(ip.address));
  if (usable === undefined) {
    if (ips.length === 0) throw new Error(`${hostName} has no address`);
    throw new AddressRefused(
      'private',
      `${hostName} resolves only to loopback, private or link-local addresses`,
    );
  }
  return { hostName, ip: usable.address, port, via: srv === undefined ? 'address' : 'srv' };
}
