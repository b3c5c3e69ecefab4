import { describe, expect, it } from 'vitest';

import { GatewayConfigError, readGatewayConfig } from './gatewayConfig.js';

describe('the gateway configuration', () => {
  it('needs only the api address locally', () => {
    expect(readGatewayConfig({ API_URL: 'http://127.0.0.1:8080/' })).toEqual({
      host: '127.0.0.1',
      port: 4000,
      apiUrl: 'http://127.0.0.1:8080',
      trustedProxies: ['loopback'],
      cacheMs: 2000,
      toolsOpen: true,
      corsOrigins: new Set(),
      queryLimits: { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 2000 },
    });
  });

  it('closes the developer tools in production unless GRAPHIQL=1', () => {
    const production = { API_URL: 'http://api:8080', NODE_ENV: 'production' };
    expect(readGatewayConfig(production).toolsOpen).toBe(false);
    expect(readGatewayConfig({ ...production, GRAPHIQL: '1' }).toolsOpen).toBe(true);
  });

  it('reads lists and limits', () => {
    const config = readGatewayConfig({
      API_URL: 'http://api:8080',
      CORS_ORIGINS: 'https://a.example/, https://b.example',
      GATEWAY_TRUSTED_PROXIES: '',
      GATEWAY_CACHE_MS: '0',
      GRAPHQL_MAX_DEPTH: '12',
    });
    expect([...config.corsOrigins]).toEqual(['https://a.example', 'https://b.example']);
    expect(config.trustedProxies).toEqual([]);
    expect(config.cacheMs).toBe(0);
    expect(config.queryLimits.maxDepth).toBe(12);
  });

  it('names every bad variable in one error', () => {
    const read = () => readGatewayConfig({ GATEWAY_PORT: '0', GRAPHQL_MAX_COST: 'lots' });
    expect(read).toThrow(GatewayConfigError);
    expect(read).toThrow(/API_URL[\s\S]*GATEWAY_PORT[\s\S]*GRAPHQL_MAX_COST/);
  });
});
