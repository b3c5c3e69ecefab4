import { isIP } from 'node:net';

/** The port a Minecraft client assumes, and the one an SRV record may replace. */
export const DEFAULT_GAME_PORT = 25565;

export interface ServerAddress {
  /** A DNS name (lower case, no trailing dot) or an IP literal (IPv6 without brackets). */
  host: string;
  /** null when the address names no port: the client then asks SRV, then 25565. */
  port: number | null;
}

/** Why an address was refused, in words a staff member can act on. */
export type AddressProblem = 'syntax' | 'port' | 'private';

export class AddressRefused extends Error {
  override name = 'AddressRefused';
  constructor(
    readonly problem: AddressProblem,
    message: string,
  ) {
    super(message);
  }
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

function isHostName(host: string): boolean {
  return host.length <= 253 && host.split('.').every((label) => LABEL.test(label)) && !/^[0-9.]+$/.test(host);
}

function parsePort(text: string): number {
  if (!/^[0-9]{1,5}$/.test(text)) throw new AddressRefused('port', `Port '${text}' is not a number`);
  const port = Number(text);
  if (port < 1 || port > 65535) throw new AddressRefused('port', `Port ${port} is outside 1–65535`);
  return port;
}

/**
 * `host`, `host:port`, an IPv4 literal with or without a port, `[v6]:port` or a bare IPv6 literal.
 * Anything else (paths, user info, spaces, an empty host) is refused before it reaches a socket.
 */
export function parseServerAddress(text: string): ServerAddress {
  const trimmed = text.trim();
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(trimmed);
  if (bracketed !== null) {
    const host = (bracketed[1] ?? '').toLowerCase();
    if (isIP(host) !== 6) throw new AddressRefused('syntax', `'${host}' is not an IPv6 address`);
    return { host, port: bracketed[2] === undefined ? null : parsePort(bracketed[2]) };
  }
  if (isIP(trimmed) === 6) return { host: trimmed.toLowerCase(), port: null };
  const colon = trimmed.lastIndexOf(':');
  const host = (colon === -1 ? trimmed : trimmed.slice(0, colon)).toLowerCase().replace(/\.$/, '');
  const port = colon === -1 ? null : parsePort(trimmed.slice(colon + 1));
  if (isIP(host) !== 4 && !isHostName(host))
    throw new AddressRefused('syntax', `'${host}' is neither a host name nor an IP address`);
  return { host, port };
}

/** The address as the site stores and shows it: IPv6 in brackets when a port follows. */
export function formatServerAddress({ host, port }: ServerAddress): string {
  if (port === null) return host;
  return isIP(host) === 6 ? `[${host}]:${port}` : `${host}:${port}`;
}

function ipv4Number(ip: string): number {
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

// Loopback, "this network", private (RFC 1918), carrier-grade NAT, link-local, benchmarking,
// IETF protocol assignments, multicast and reserved: none is a game server on the internet.
const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function isPrivateV4(ip: string): boolean {
  const value = ipv4Number(ip);
  return PRIVATE_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = ipv4Number(base);
    return value >= start && value < start + size;
  });
}

/** The 8 groups of an IPv6 literal as numbers (`::` expanded, a dotted IPv4 tail folded in). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined) {
    const v4 = ipv4Number(dotted[1]);
    text = text.slice(0, -dotted[1].length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

function isPrivateV6(ip: string): boolean {
  const groups = ipv6Groups(ip);
  const [first = 0] = groups;
  const embeddedV4 = (high: number, low: number) =>
    [high >>> 8, high & 0xff, low >>> 8, low & 0xff].join('.');
  if (groups.slice(0, 5).every((group) => group === 0)) {
    const six = groups[5] ?? 0;
    // :: and ::1; ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible) carry an IPv4 address.
    if (six === 0xffff || six === 0) return isPrivateV4(embeddedV4(groups[6] ?? 0, groups[7] ?? 0));
  }
  // 64:ff9b::/96 (NAT64) carries an IPv4 address in its last 32 bits; 2002::/16 (6to4) in bits 16–48.
  if (first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0))
    return isPrivateV4(embeddedV4(groups[6] ?? 0, groups[7] ?? 0));
  if (first === 0x2002) return isPrivateV4(embeddedV4(groups[1] ?? 0, groups[2] ?? 0));
  return (
    (first & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local (deprecated) fec0::/10
    (first & 0xff00) === 0xff00 || // multicast ff00::/8
    (first === 0x2001 && groups[1] === 0x0db8) // documentation 2001:db8::/32
  );
}

/** True for an IP address a server on the internet cannot have (loopback, private, link-local, ...). */
export function isPrivateAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return isPrivateV4(ip);
  if (family === 6) return isPrivateV6(ip);
  return false;
}

/** Refuses a private IP unless the operator allowed it (the demo, tests, a game server on the LAN). */
export function requireReachable(ip: string, allowPrivate: boolean): void {
  if (!allowPrivate && isPrivateAddress(ip))
    throw new AddressRefused('private', `${ip} is a loopback, private or link-local address`);
}
