import path from 'node:path';

import { Type, type TProperties } from 'typebox';

import { apiModules } from './modules/index.js';
import {
  ConfigError,
  envSlice,
  invalidEnvironment,
  readEnvironment,
  type EnvSlice,
  type EnvSource,
} from './platform/modules/environment.js';
import type { Config, CoreConfig } from './platform/modules/settings.js';
import { defaultSecretProblems } from './productionSecrets.js';

export { ConfigError } from './platform/modules/environment.js';
export type { Config, LogLevel } from './platform/modules/settings.js';

const DEV_SYSTEM_TOKEN = 'dev-system-token';

/** The platform's own variables; each module declares its own beside its definition (all in .env.example). */
export const coreEnv = envSlice({
  variables: {
    NODE_ENV: Type.Optional(Type.String()),
    API_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
    API_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080 }),
    DATA_DIR: Type.String({ minLength: 1, default: './data' }),
    DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
    DATABASE_PREPARED_STATEMENTS: Type.Boolean({ default: true }),
    LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
    LOG_PRETTY: Type.Optional(Type.Boolean()),
    SYSTEM_API_TOKEN: Type.Optional(Type.String({ minLength: 8 })),
    SEED_DEMO: Type.Optional(Type.Boolean()),
    SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
    MAIL_FROM: Type.String({ minLength: 3, default: 'Lodestone <no-reply@localhost>' }),
    PUBLIC_SITE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:3000' }),
    STORAGE_DRIVER: Type.Enum(['filesystem', 's3'], { default: 'filesystem' }),
    S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
    S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,62}$' })),
    S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
    S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
    S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
    S3_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
    API_TRUSTED_PROXIES: Type.String({ default: 'loopback' }),
    SESSION_IDLE_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 90 }),
    SESSION_MAX_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 365 }),
  },
  // Empty means "no proxy is trusted", not "the default".
  keepBlank: ['API_TRUSTED_PROXIES'],
  settings: () => ({}),
});

type CoreEnv = Parameters<typeof coreEnv.settings>[0];

/** Node leaves `isTTY` undefined (not false) when the output is a pipe or a file. */
function standardOutputIsTerminal(): boolean {
  const { isTTY } = process.stdout as { isTTY?: boolean };
  return isTTY === true;
}

function coreConfig(env: CoreEnv): CoreConfig {
  const production = env.NODE_ENV === 'production';
  if (production && env.SYSTEM_API_TOKEN === undefined)
    throw invalidEnvironment('SYSTEM_API_TOKEN: required when NODE_ENV=production');
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = env;
  const s3Ready = S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY && S3_PUBLIC_URL;
  if (env.STORAGE_DRIVER === 's3' && !s3Ready)
    throw invalidEnvironment(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL: required with STORAGE_DRIVER=s3',
    );
  return {
    production,
    host: env.API_HOST,
    port: env.API_PORT,
    dataDir: path.resolve(process.cwd(), env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    logLevel: env.LOG_LEVEL,
    // Readable lines for a developer at a terminal (`npm start`); JSON lines for a log collector.
    logPretty: env.LOG_PRETTY ?? (!production && standardOutputIsTerminal()),
    systemApiToken: env.SYSTEM_API_TOKEN ?? DEV_SYSTEM_TOKEN,
    // Demo content belongs to the embedded database of a local run; production is seeded never.
    seedDemo: env.SEED_DEMO ?? (env.DATABASE_URL === undefined && !production),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicSiteUrl: env.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    s3:
      env.STORAGE_DRIVER === 's3' && s3Ready
        ? {
            endpoint: S3_ENDPOINT,
            bucket: S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: S3_ACCESS_KEY_ID,
            secretAccessKey: S3_SECRET_ACCESS_KEY,
            publicUrl: S3_PUBLIC_URL,
          }
        : undefined,
    trustedProxies: env.API_TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    sessionLifetime: {
      idleSeconds: env.SESSION_IDLE_DAYS * 24 * 3600,
      maxSeconds: env.SESSION_MAX_DAYS * 24 * 3600,
    },
    runJobs: true,
  };
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: EnvSource = process.env): Config {
  const slices = apiModules.flatMap((module) => (module.env === undefined ? [] : [module.env]));
  const env = readEnvironment([coreEnv as unknown as EnvSlice<TProperties>, ...slices], source);
  const core = coreConfig(env as CoreEnv);
  const secretProblems = core.production
    ? defaultSecretProblems({
        systemApiToken: (env as CoreEnv).SYSTEM_API_TOKEN,
        databaseUrl: core.databaseUrl,
        captchaSecret: typeof env.CAPTCHA_SECRET === 'string' ? env.CAPTCHA_SECRET : undefined,
        seedDemo: core.seedDemo,
      })
    : [];
  if (secretProblems.length > 0) {
    throw new ConfigError(
      `Refusing to start in production with default or weak secrets:\n${secretProblems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  let config: Partial<Config> = core;
  for (const slice of slices) config = { ...config, ...slice.settings(env, core, source) };
  return config as Config;
}
