import type { QueryLimits } from './limits.js';

/**
 * The gateway's whole configuration, read from the environment once and checked at once: a bad variable
 * stops the process with every problem named. Every variable is listed in the repository's
 * `.env.example` (scripts/environment.test.mjs).
 */
export interface GatewayConfig {
  host: string;
  port: number;
  apiUrl: string;
  /** GATEWAY_TRUSTED_PROXIES: the hops (the site's server) whose X-Forwarded-For counts; default loopback. */
  trustedProxies: string[];
  /** GATEWAY_CACHE_MS: how long anonymous query answers are kept (responseCache.ts); 0 turns it off. */
  cacheMs: number;
  /** GraphiQL, introspection and field suggestions: outside production, or GRAPHIQL=1. */
  toolsOpen: boolean;
  /** CORS_ORIGINS: origins allowed to call the gateway from a browser; none by default. */
  corsOrigins: Set<string>;
  /** GRAPHQL_MAX_*: the defaults fit every page the site asks for with room to spare. */
  queryLimits: QueryLimits;
}

export type EnvSource = Readonly<Record<string, string | undefined>>;

export class GatewayConfigError extends Error {
  override name = 'GatewayConfigError';
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/** Reads and checks every variable; throws one error naming each bad one. */
export function readGatewayConfig(env: EnvSource): GatewayConfig {
  const problems: string[] = [];
  const whole = (name: string, fallback: number, minimum: number, maximum = Number.MAX_SAFE_INTEGER) => {
    const value = env[name]?.trim();
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (Number.isInteger(number) && number >= minimum && number <= maximum) return number;
    problems.push(`${name}: a whole number from ${minimum} to ${maximum} expected, got "${value}"`);
    return fallback;
  };
  const apiUrl = env.API_URL?.trim() ?? '';
  if (!/^https?:\/\/[^/]+/.test(apiUrl))
    problems.push('API_URL: must be set to the api origin, e.g. http://127.0.0.1:8080');
  const config: GatewayConfig = {
    host:
      env.GATEWAY_HOST === undefined || env.GATEWAY_HOST.trim() === ''
        ? '127.0.0.1'
        : env.GATEWAY_HOST.trim(),
    port: whole('GATEWAY_PORT', 4000, 1, 65535),
    apiUrl: apiUrl.replace(/\/+$/, ''),
    trustedProxies: list(env.GATEWAY_TRUSTED_PROXIES ?? 'loopback'),
    cacheMs: whole('GATEWAY_CACHE_MS', 2000, 0),
    toolsOpen: env.NODE_ENV !== 'production' || env.GRAPHIQL === '1',
    corsOrigins: new Set(list(env.CORS_ORIGINS).map((origin) => origin.replace(/\/+$/, ''))),
    queryLimits: {
      maxDepth: whole('GRAPHQL_MAX_DEPTH', 10, 1),
      maxAliases: whole('GRAPHQL_MAX_ALIASES', 15, 1),
      maxCost: whole('GRAPHQL_MAX_COST', 5000, 1),
      maxTokens: whole('GRAPHQL_MAX_TOKENS', 2000, 1),
    },
  };
  if (problems.length > 0)
    throw new GatewayConfigError(`Invalid environment:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return config;
}

let current: GatewayConfig | undefined;

/** The process's configuration, read on first use and kept (main.ts and the envelop plugins share it). */
export function gatewayConfig(): GatewayConfig {
  current ??= readGatewayConfig(process.env);
  return current;
}
