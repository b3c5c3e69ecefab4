// Server-only (the `.server` suffix keeps it out of the browser bundle): the site server's whole
// configuration, read from the environment once and checked at once. `web/server/main.ts` reads it at
// start, so a bad variable stops the process with every problem named instead of failing on a request.
// Every variable here is listed in the repository's `.env.example` (scripts/environment.test.mjs).

import { availableParallelism } from 'node:os';

export interface SiteServerConfig {
  production: boolean;
  /** react-router's request handler mode: NODE_ENV, production when unset (as react-router-serve). */
  handlerMode: string;
  host: string;
  port: number;
  /** Where the site server finds the gateway. */
  gatewayUrl: string;
  /** The api's origin, without a trailing slash (uploads, payment notifications, Yggdrasil). */
  apiUrl: string;
  /** Canonical links point here (docs/product.md#accounts); alternates are dropped on any other host. */
  primaryOrigin: string;
  paymentSuccessUrl: string | undefined;
  /** The build's identity (BUILD_VERSION), so a new deployment is noticed by open pages. */
  buildVersion: string;
  /** Production closes GraphiQL and introspection (here and at the gateway) unless GRAPHIQL=1 opens them. */
  graphiql: boolean;
  /** TRUSTED_PROXIES: the hops whose X-Forwarded-For counts (proxy-addr's list; empty trusts none). */
  trustedProxies: string;
  /** Anonymous pages answered from memory for this long (docs/performance.md); 0 renders every time. */
  pageCacheMs: number;
  maxBodyBytes: number;
  maxUploadBodyBytes: number;
  /** WEB_WORKERS: site server processes sharing the port (web/server/workers.ts); 1 runs no cluster. */
  workers: number;
}

export type EnvSource = Readonly<Record<string, string | undefined>>;

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

/**
 * Reads and checks every variable; throws one error naming each bad one. `builtVersion` is the version
 * the site's build carries, used when BUILD_VERSION is not set.
 */
export function readSiteServerConfig(
  env: EnvSource,
  builtVersion = 'dev',
  cores = availableParallelism(),
): SiteServerConfig {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const whole = (
    name: string,
    fallback: number,
    minimum: number,
    maximum = Number.MAX_SAFE_INTEGER,
  ): number => {
    const value = text(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (Number.isInteger(number) && number >= minimum && number <= maximum) return number;
    problems.push(`${name}: a whole number from ${minimum} to ${maximum} expected, got "${value}"`);
    return fallback;
  };
  const url = (name: string, fallback: string): string => {
    const value = text(name) ?? fallback;
    if (/^https?:\/\/[^/]+/.test(value)) return value.replace(/\/+$/, '');
    problems.push(`${name}: an http(s) address expected, got "${value}"`);
    return fallback;
  };
  const port = whole('PORT', whole('WEB_PORT', 3000, 1, 65535), 1, 65535);
  const production = env.NODE_ENV === 'production';
  const config: SiteServerConfig = {
    production,
    handlerMode: text('NODE_ENV') ?? 'production',
    host: text('HOST') ?? '127.0.0.1',
    port,
    gatewayUrl: url('GATEWAY_URL', 'http://127.0.0.1:4000/graphql'),
    apiUrl: url('API_URL', 'http://127.0.0.1:8080'),
    primaryOrigin: new URL(url('PUBLIC_SITE_URL', `http://localhost:${port}`)).origin,
    // An empty variable (as .env files leave it) means none.
    paymentSuccessUrl: text('PAYMENT_SUCCESS_URL') === undefined ? undefined : url('PAYMENT_SUCCESS_URL', ''),
    buildVersion: text('BUILD_VERSION') ?? builtVersion,
    graphiql: !production || env.GRAPHIQL === '1',
    trustedProxies: env.TRUSTED_PROXIES ?? '',
    pageCacheMs: whole('PAGE_CACHE_MS', 1000, 0),
    maxBodyBytes: whole('MAX_BODY_BYTES', 1024 * 1024, 1),
    maxUploadBodyBytes: whole('MAX_UPLOAD_BODY_BYTES', 11 * 1024 * 1024, 1),
    // A render is CPU-bound and one process uses one core (docs/performance.md, "Signed-in pages").
    workers: whole('WEB_WORKERS', cores, 1, 64),
  };
  if (problems.length > 0)
    throw new SiteConfigError(`Invalid environment:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return config;
}

let current: SiteServerConfig | undefined;

/** The process's configuration, read on first use and kept. */
export function siteServerConfig(): SiteServerConfig {
  current ??= readSiteServerConfig(process.env, import.meta.env.VITE_BUILD_VERSION);
  return current;
}
