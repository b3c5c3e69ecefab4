import { isIP } from 'node:net';

import { RconClient, type RconTargetRow } from '../../delivery/index.js';
import { systemResolver, type NameResolver } from '../ping/pingTarget.js';
import { AddressRefused, isPrivateAddress, requireReachable } from '../ping/serverAddress.js';
import { pingServer } from '../ping/slpClient.js';
import type { ConnectionTestResult } from './staffGameServers.schemas.js';

type PingReport = ConnectionTestResult['ping'];
type RconReport = ConnectionTestResult['rcon'];
type Failure = 'refused' | 'timeout' | 'dns' | 'private' | 'failed';

export interface ConnectionTestOptions {
  allowPrivate: boolean;
  /** DNS for host names; the system's when absent (tests answer without a DNS server). */
  resolver?: NameResolver;
  /** How long the ping may wait for each of its two protocols. */
  pingTimeoutMs?: number;
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENODATA', 'EAI_NONAME', 'ESERVFAIL']);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The kind of failure staff can act on: nothing listens, nothing answers, the name, the rule. */
function failureOf(error: unknown): Failure {
  if (error instanceof AddressRefused) return error.problem === 'private' ? 'private' : 'failed';
  const code = (error as { code?: unknown } | null)?.code;
  const message = messageOf(error);
  if (code === 'ECONNREFUSED' || message.includes('ECONNREFUSED')) return 'refused';
  if (code === 'ETIMEDOUT' || /timed out/i.test(message)) return 'timeout';
  if ((typeof code === 'string' && DNS_CODES.has(code)) || /ENOTFOUND|EAI_AGAIN|has no address/.test(message))
    return 'dns';
  return 'failed';
}

/** Server List Ping of the status address, as the monitoring does it, with the answer or the failure. */
export async function testPing(
  statusAddress: string | null,
  options: ConnectionTestOptions,
): Promise<PingReport> {
  const empty = { version: null, online: null, maxPlayers: null, latencyMs: null };
  if (statusAddress === null) return { outcome: 'notSet', ...empty, detail: null };
  try {
    const answer = await pingServer(statusAddress, {
      allowPrivate: options.allowPrivate,
      resolver: options.resolver ?? systemResolver,
      timeoutMs: options.pingTimeoutMs ?? 3000,
    });
    return {
      outcome: 'ok',
      version: answer.version,
      online: answer.online,
      maxPlayers: answer.maxPlayers,
      latencyMs: answer.latencyMs,
      detail: null,
    };
  } catch (error) {
    return { outcome: failureOf(error), ...empty, detail: messageOf(error) };
  }
}

/** The IP to open RCON to: a name is resolved here, so its every address passes the private rule. */
async function rconAddress(host: string, options: ConnectionTestOptions): Promise<string> {
  if (isIP(host) !== 0) {
    requireReachable(host, options.allowPrivate);
    return host;
  }
  const ips = await (options.resolver ?? systemResolver).lookup(host);
  const usable = ips.find((ip) => options.allowPrivate || !isPrivateAddress(ip.address));
  if (usable !== undefined) return usable.address;
  if (ips.length === 0) throw new Error(`${host} has no address`);
  throw new AddressRefused('private', `${host} resolves only to loopback, private or link-local addresses`);
}

/** Opens RCON and authenticates, running no command: ok, wrong password, refused or timed out. */
export async function testRcon(
  target: RconTargetRow | undefined,
  options: ConnectionTestOptions,
): Promise<RconReport> {
  if (target === undefined) return { outcome: 'notSet', detail: null };
  try {
    const host = await rconAddress(target.host, options);
    const client = await RconClient.connect({
      host,
      port: target.port,
      password: target.password,
      timeoutMs: target.timeoutMs,
    });
    client.close();
    return { outcome: 'ok', detail: null };
  } catch (error) {
    const detail = messageOf(error);
    if (detail.includes('authentication failed')) return { outcome: 'wrongPassword', detail };
    return { outcome: failureOf(error), detail };
  }
}
