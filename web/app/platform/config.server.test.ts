import { describe, expect, it } from 'vitest';

import { readSiteServerConfig, SiteConfigError } from './config.server';

describe('the site server configuration', () => {
  it('runs a local site with no variables set', () => {
    const config = readSiteServerConfig({});
    expect(config).toMatchObject({
      production: false,
      handlerMode: 'production',
      host: '127.0.0.1',
      port: 3000,
      gatewayUrl: 'http://127.0.0.1:4000/graphql',
      apiUrl: 'http://127.0.0.1:8080',
      primaryOrigin: 'http://localhost:3000',
      paymentSuccessUrl: undefined,
      buildVersion: 'dev',
      graphiql: true,
      pageCacheMs: 1000,
    });
  });

  it('reads what a deployment sets, trimming trailing slashes', () => {
    const config = readSiteServerConfig(
      {
        NODE_ENV: 'production',
        PORT: '8000',
        API_URL: 'http://api:8080/',
        PUBLIC_SITE_URL: 'https://lodestone.example/ru',
        PAYMENT_SUCCESS_URL: ' https://pay.lodestone.example/done ',
        PAGE_CACHE_MS: '0',
        BUILD_VERSION: 'b42',
      },
      'built',
    );
    expect(config).toMatchObject({
      production: true,
      port: 8000,
      apiUrl: 'http://api:8080',
      primaryOrigin: 'https://lodestone.example',
      paymentSuccessUrl: 'https://pay.lodestone.example/done',
      pageCacheMs: 0,
      buildVersion: 'b42',
      graphiql: false,
    });
    expect(readSiteServerConfig({ NODE_ENV: 'production', GRAPHIQL: '1' }).graphiql).toBe(true);
    expect(readSiteServerConfig({ PAYMENT_SUCCESS_URL: '  ' }, 'built')).toMatchObject({
      paymentSuccessUrl: undefined,
      buildVersion: 'built',
    });
  });

  it('names every bad variable in one error', () => {
    const read = () =>
      readSiteServerConfig({ PORT: 'eighty', GATEWAY_URL: 'gateway:4000', MAX_BODY_BYTES: '-1' });
    expect(read).toThrow(SiteConfigError);
    expect(read).toThrow(/PORT[\s\S]*GATEWAY_URL[\s\S]*MAX_BODY_BYTES/);
    expect(() => readSiteServerConfig({ PORT: '70000' })).toThrow(/PORT: a whole number from 1 to 65535/);
  });
});
