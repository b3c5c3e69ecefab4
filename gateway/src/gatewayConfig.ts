export interface GatewayConfig {
  host: string;
  port: number;
  apiUrl: string;
  /** GATEWAY_TRUSTED_PROXIES: the hops (the site's server) whose X-Forwarded-For counts; default loopback. */
  trustedProxies: string[];
  /** GATEWAY_CACHE_MS: how long anonymous query answers are kept (responseCache.ts); 0 turns it off. */
  cacheMs: number;
}

/** Fails fast on a missing or malformed setting, like the api's config. */
export function readGatewayConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const apiUrl = env.API_URL;
  if (apiUrl === undefined || !/^https?:\/\/[^/]+/.test(apiUrl)) {
    throw new Error('API_URL must be set to the api origin, e.g. http://127.0.0.1:8080');
  }
  const port = Number(env.GATEWAY_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`GATEWAY_PORT must be a port number, got ${env.GATEWAY_PORT ?? ''}`);
  }
  const trustedProxies = (env.GATEWAY_TRUSTED_PROXIES ?? 'loopback')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const cacheMs = Number(env.GATEWAY_CACHE_MS ?? 2000);
  if (!Number.isInteger(cacheMs) || cacheMs < 0) {
    throw new Error(
      `GATEWAY_CACHE_MS must be a whole number of milliseconds, got ${env.GATEWAY_CACHE_MS ?? ''}`,
    );
  }
  return {
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    port,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    trustedProxies,
    cacheMs,
  };
}
