import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from './config.js';

/** A production token as docs/operations.md generates one (openssl rand -hex 32 gives 64 characters). */
const PRODUCTION_TOKEN = 'prod-secret-0123456789abcdef0123456789';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      databasePreparedStatements: true,
      logLevel: 'info',
      logPretty: false,
      systemApiToken: 'dev-system-token',
      seedDemo: true,
    });
  });

  it('reads the variables', () => {
    const config = loadConfig({
      API_HOST: '0.0.0.0',
      API_PORT: '18081',
      DATA_DIR: '/srv/lodestone',
      DATABASE_URL: 'postgres://u:p@db:5432/lodestone',
      LOG_LEVEL: 'debug',
      LOG_PRETTY: '1',
      SYSTEM_API_TOKEN: 'a-long-secret',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 18081,
      dataDir: '/srv/lodestone',
      databaseUrl: 'postgres://u:p@db:5432/lodestone',
      logLevel: 'debug',
      logPretty: true,
      systemApiToken: 'a-long-secret',
      // A real server is not filled with demo content unless asked.
      seedDemo: false,
    });
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '0' }).databasePreparedStatements).toBe(false);
  });

  it('names every invalid variable', () => {
    const attempt = () => loadConfig({ API_PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/API_PORT/);
    expect(attempt).toThrow(/LOG_LEVEL/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
  });

  it('turns on S3 storage only with every S3 variable set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'media' })).toThrow(/S3_ENDPOINT/);
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'https://storage.yandexcloud.net',
      S3_BUCKET: 'lodestone-media',
      S3_REGION: 'ru-central1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://media.lodestone.example',
    });
    expect(config.s3).toMatchObject({ bucket: 'lodestone-media', region: 'ru-central1' });
  });

  it('refuses to start in production with published default secrets (issue 13, finding 10)', () => {
    const production = { NODE_ENV: 'production', SYSTEM_API_TOKEN: PRODUCTION_TOKEN };
    expect(() => loadConfig({ ...production, SYSTEM_API_TOKEN: 'dev-system-token' })).toThrow(
      /SYSTEM_API_TOKEN/,
    );
    expect(() => loadConfig({ ...production, SYSTEM_API_TOKEN: 'change-me' })).toThrow(/SYSTEM_API_TOKEN/);
    expect(() =>
      loadConfig({ ...production, DATABASE_URL: 'postgres://lodestone:lodestone@postgres:5432/lodestone' }),
    ).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://u:Xk3-long@db/lodestone' }).seedDemo).toBe(
      false,
    );
    // Development and tests keep their defaults.
    expect(loadConfig({ SYSTEM_API_TOKEN: 'dev-system-token' }).seedDemo).toBe(true);
  });

  it('refuses a SYSTEM_API_TOKEN under 32 characters in production (issue 27, case 7)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SYSTEM_API_TOKEN: 'x7Qp2mZk' })).toThrow(
      /SYSTEM_API_TOKEN: shorter than 32/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SYSTEM_API_TOKEN: 'a'.repeat(31) })).toThrow(
      /SYSTEM_API_TOKEN/,
    );
    expect(loadConfig({ NODE_ENV: 'production', SYSTEM_API_TOKEN: 'a'.repeat(32) }).production).toBe(true);
    // Development keeps its short default.
    expect(loadConfig({ SYSTEM_API_TOKEN: 'dev-system-token' }).production).toBe(false);
  });

  it('requires SYSTEM_API_TOKEN in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SYSTEM_API_TOKEN: required/);
    expect(loadConfig({ NODE_ENV: 'production', SYSTEM_API_TOKEN: PRODUCTION_TOKEN }).production).toBe(true);
  });
});
