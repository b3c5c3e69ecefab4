import { createHmac } from 'node:crypto';
import path from 'node:path';

import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

import {
  OAUTH_DEFAULT_URLS,
  type OAuth2ProviderConfig,
  type OauthConfig,
} from './modules/oauth/oauthConfig.js';
import type { TwoFactorConfig } from './modules/twoFactor/twoFactorConfig.js';
import { loadBonusConfig, type BonusConfig } from './modules/bonus/bonusConfig.js';
import { captchaProviders, type CaptchaConfig } from './platform/captcha/captchaConfig.js';
import type { S3StorageOptions } from './platform/storage/S3Storage.js';
import { defaultSecretProblems } from './productionSecrets.js';
import type { SessionLifetime } from './platform/auth/AuthService.js';
import {
  loadPaymentsConfig,
  PaymentsConfigError,
  type PaymentsConfig,
} from './modules/payments/paymentsConfig.js';

const DEV_SYSTEM_TOKEN = 'dev-system-token';

const EnvSchema = Type.Object({
  NODE_ENV: Type.Optional(Type.String()),
  API_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  API_PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 8080 }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  LOG_PRETTY: Type.Boolean({ default: false }),
  SYSTEM_API_TOKEN: Type.Optional(Type.String({ minLength: 8 })),
  SEED_DEMO: Type.Optional(Type.Boolean()),
  MONITORING_POLL_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 15 }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Lodestone <no-reply@localhost>' }),
  PUBLIC_SITE_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:3000' }),
  TELEGRAM_BOT_TOKEN: Type.Optional(Type.String({ minLength: 10 })),
  TELEGRAM_BOT_USERNAME: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{5,64}$' })),
  TELEGRAM_API_ROOT: Type.Optional(Type.String({ pattern: '^https?://' })),
  TELEGRAM_WEBHOOK_SECRET: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,256}$' })),
  VK_BOT_TOKEN: Type.Optional(Type.String({ minLength: 10 })),
  VK_GROUP_ID: Type.Optional(Type.Integer({ minimum: 1 })),
  VK_API_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  VK_WEBHOOK_SECRET: Type.Optional(Type.String()),
  VK_CONFIRMATION: Type.Optional(Type.String()),
  TWO_FACTOR_BOT_MODE: Type.Enum(['polling', 'webhook'], { default: 'polling' }),
  OAUTH_GOOGLE_CLIENT_ID: Type.Optional(Type.String()),
  OAUTH_GOOGLE_CLIENT_SECRET: Type.Optional(Type.String()),
  OAUTH_GOOGLE_AUTHORIZE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_GOOGLE_TOKEN_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_GOOGLE_USERINFO_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_YANDEX_CLIENT_ID: Type.Optional(Type.String()),
  OAUTH_YANDEX_CLIENT_SECRET: Type.Optional(Type.String()),
  OAUTH_YANDEX_AUTHORIZE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_YANDEX_TOKEN_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_YANDEX_USERINFO_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_VKID_CLIENT_ID: Type.Optional(Type.String()),
  OAUTH_VKID_CLIENT_SECRET: Type.Optional(Type.String()),
  OAUTH_VKID_AUTHORIZE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_VKID_TOKEN_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_VKID_USERINFO_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  OAUTH_STEAM_ENABLED: Type.Optional(Type.Boolean()),
  OAUTH_STEAM_OPENID_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  STORAGE_DRIVER: Type.Enum(['filesystem', 's3'], { default: 'filesystem' }),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_BUCKET: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{1,62}$' })),
  S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  CAPTCHA_PROVIDER: Type.Enum([...captchaProviders], { default: 'pow' }),
  CAPTCHA_SECRET: Type.Optional(Type.String({ minLength: 8 })),
  CAPTCHA_SITE_KEY: Type.Optional(Type.String()),
  CAPTCHA_VERIFY_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  CAPTCHA_POW_DIFFICULTY: Type.Integer({ minimum: 1, maximum: 32, default: 16 }),
  API_TRUSTED_PROXIES: Type.String({ default: 'loopback' }),
  SESSION_IDLE_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 90 }),
  SESSION_MAX_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 365 }),
});

type Env = Static<typeof EnvSchema>;

export type LogLevel = Env['LOG_LEVEL'];

export interface Config {
  production: boolean;
  host: string;
  port: number;
  /** Absolute; relative values are resolved against the process's working directory. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  logPretty: boolean;
  systemApiToken: string;
  seedDemo: boolean;
  captcha: CaptchaConfig;
  /** Unset SMTP: letters go to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Links in letters and OAuth redirect addresses point here. */
  publicSiteUrl: string;
  twoFactor: TwoFactorConfig;
  bonus?: BonusConfig | undefined;
  oauth: OauthConfig;
  /** Unset: uploads go to DATA_DIR/uploads. */
  s3: S3StorageOptions | undefined;
  /**
   * The hops whose X-Forwarded-For counts (addresses, CIDR ranges, or `loopback`): the gateway. Default
   * `loopback`, where `npm start` runs it; empty: the socket address is always the client.
   */
  trustedProxies: string[];
  /** Sessions end after this long unused, and this long after sign-in whatever happens. */
  sessionLifetime: SessionLifetime;
  payments: PaymentsConfig;
  /** Background jobs run in the api process (payment reconciliation, key purging). */
  runJobs: boolean;
  /** Server List Ping every this many seconds; 0 turns the poller off. */
  monitoringPollSeconds: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readBoolean(raw: string | undefined): boolean | string | undefined {
  if (raw === undefined || raw === '') return undefined;
  const lower = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  return raw;
}

function readNumber(raw: string | undefined): number | string | undefined {
  if (raw === undefined || raw === '') return undefined;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

function blankToUndefined(raw: string | undefined): string | undefined {
  return raw === undefined || raw === '' ? undefined : raw;
}

/** An OAuth 2.0 provider is on when its client id is set; its addresses default to the real ones. */
function oauthProvider(
  name: 'google' | 'yandex' | 'vkid',
  clientId: string | undefined,
  clientSecret: string | undefined,
  urls: { authorizeUrl: string | undefined; tokenUrl: string | undefined; userinfoUrl: string | undefined },
): OAuth2ProviderConfig | undefined {
  if (!clientId) return undefined;
  const defaults = OAUTH_DEFAULT_URLS[name];
  return {
    clientId,
    clientSecret,
    authorizeUrl: urls.authorizeUrl ?? defaults.authorizeUrl,
    tokenUrl: urls.tokenUrl ?? defaults.tokenUrl,
    userinfoUrl: urls.userinfoUrl ?? defaults.userinfoUrl,
  };
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = {
    NODE_ENV: blankToUndefined(source.NODE_ENV),
    API_HOST: blankToUndefined(source.API_HOST),
    API_PORT: readNumber(source.API_PORT),
    MONITORING_POLL_SECONDS: readNumber(source.MONITORING_POLL_SECONDS),
    DATA_DIR: blankToUndefined(source.DATA_DIR),
    DATABASE_URL: blankToUndefined(source.DATABASE_URL),
    LOG_LEVEL: blankToUndefined(source.LOG_LEVEL),
    LOG_PRETTY: readBoolean(source.LOG_PRETTY),
    SYSTEM_API_TOKEN: blankToUndefined(source.SYSTEM_API_TOKEN),
    SEED_DEMO: readBoolean(source.SEED_DEMO),
    SMTP_URL: blankToUndefined(source.SMTP_URL),
    STORAGE_DRIVER: blankToUndefined(source.STORAGE_DRIVER),
    S3_ENDPOINT: blankToUndefined(source.S3_ENDPOINT),
    S3_BUCKET: blankToUndefined(source.S3_BUCKET),
    S3_REGION: blankToUndefined(source.S3_REGION),
    S3_ACCESS_KEY_ID: blankToUndefined(source.S3_ACCESS_KEY_ID),
    S3_SECRET_ACCESS_KEY: blankToUndefined(source.S3_SECRET_ACCESS_KEY),
    S3_PUBLIC_URL: blankToUndefined(source.S3_PUBLIC_URL),
    TELEGRAM_BOT_TOKEN: blankToUndefined(source.TELEGRAM_BOT_TOKEN),
    TELEGRAM_BOT_USERNAME: blankToUndefined(source.TELEGRAM_BOT_USERNAME),
    TELEGRAM_API_ROOT: blankToUndefined(source.TELEGRAM_API_ROOT),
    TELEGRAM_WEBHOOK_SECRET: blankToUndefined(source.TELEGRAM_WEBHOOK_SECRET),
    VK_BOT_TOKEN: blankToUndefined(source.VK_BOT_TOKEN),
    VK_GROUP_ID: readNumber(source.VK_GROUP_ID),
    VK_API_BASE_URL: blankToUndefined(source.VK_API_BASE_URL),
    VK_WEBHOOK_SECRET: blankToUndefined(source.VK_WEBHOOK_SECRET),
    VK_CONFIRMATION: blankToUndefined(source.VK_CONFIRMATION),
    TWO_FACTOR_BOT_MODE: blankToUndefined(source.TWO_FACTOR_BOT_MODE),
    MAIL_FROM: blankToUndefined(source.MAIL_FROM),
    PUBLIC_SITE_URL: blankToUndefined(source.PUBLIC_SITE_URL),
    OAUTH_GOOGLE_CLIENT_ID: blankToUndefined(source.OAUTH_GOOGLE_CLIENT_ID),
    OAUTH_GOOGLE_CLIENT_SECRET: blankToUndefined(source.OAUTH_GOOGLE_CLIENT_SECRET),
    OAUTH_GOOGLE_AUTHORIZE_URL: blankToUndefined(source.OAUTH_GOOGLE_AUTHORIZE_URL),
    OAUTH_GOOGLE_TOKEN_URL: blankToUndefined(source.OAUTH_GOOGLE_TOKEN_URL),
    OAUTH_GOOGLE_USERINFO_URL: blankToUndefined(source.OAUTH_GOOGLE_USERINFO_URL),
    OAUTH_YANDEX_CLIENT_ID: blankToUndefined(source.OAUTH_YANDEX_CLIENT_ID),
    OAUTH_YANDEX_CLIENT_SECRET: blankToUndefined(source.OAUTH_YANDEX_CLIENT_SECRET),
    OAUTH_YANDEX_AUTHORIZE_URL: blankToUndefined(source.OAUTH_YANDEX_AUTHORIZE_URL),
    OAUTH_YANDEX_TOKEN_URL: blankToUndefined(source.OAUTH_YANDEX_TOKEN_URL),
    OAUTH_YANDEX_USERINFO_URL: blankToUndefined(source.OAUTH_YANDEX_USERINFO_URL),
    OAUTH_VKID_CLIENT_ID: blankToUndefined(source.OAUTH_VKID_CLIENT_ID),
    OAUTH_VKID_CLIENT_SECRET: blankToUndefined(source.OAUTH_VKID_CLIENT_SECRET),
    OAUTH_VKID_AUTHORIZE_URL: blankToUndefined(source.OAUTH_VKID_AUTHORIZE_URL),
    OAUTH_VKID_TOKEN_URL: blankToUndefined(source.OAUTH_VKID_TOKEN_URL),
    OAUTH_VKID_USERINFO_URL: blankToUndefined(source.OAUTH_VKID_USERINFO_URL),
    OAUTH_STEAM_ENABLED: readBoolean(source.OAUTH_STEAM_ENABLED),
    OAUTH_STEAM_OPENID_URL: blankToUndefined(source.OAUTH_STEAM_OPENID_URL),
    CAPTCHA_PROVIDER: blankToUndefined(source.CAPTCHA_PROVIDER),
    CAPTCHA_SECRET: blankToUndefined(source.CAPTCHA_SECRET),
    CAPTCHA_SITE_KEY: blankToUndefined(source.CAPTCHA_SITE_KEY),
    CAPTCHA_VERIFY_URL: blankToUndefined(source.CAPTCHA_VERIFY_URL),
    CAPTCHA_POW_DIFFICULTY: readNumber(source.CAPTCHA_POW_DIFFICULTY),
    API_TRUSTED_PROXIES: source.API_TRUSTED_PROXIES,
    SESSION_IDLE_DAYS: readNumber(source.SESSION_IDLE_DAYS),
    SESSION_MAX_DAYS: readNumber(source.SESSION_MAX_DAYS),
  };
  const withDefaults = Value.Default(EnvSchema, Value.Clean(EnvSchema, raw));
  if (!Value.Check(EnvSchema, withDefaults)) {
    const problems = Value.Errors(EnvSchema, withDefaults).map((error) => {
      const name = error.instancePath.replace(/^\//, '') || 'environment';
      return `  ${name}: ${error.message}`;
    });
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = withDefaults;
  const production = env.NODE_ENV === 'production';
  if (production && env.SYSTEM_API_TOKEN === undefined) {
    throw new ConfigError('Invalid environment:\n  SYSTEM_API_TOKEN: required when NODE_ENV=production');
  }
  if (production && env.CAPTCHA_PROVIDER === 'none') {
    throw new ConfigError(
      'Invalid environment:\n  CAPTCHA_PROVIDER: none is for local tests, not production',
    );
  }
  const external = env.CAPTCHA_PROVIDER === 'recaptcha' || env.CAPTCHA_PROVIDER === 'turnstile';
  if (external && (env.CAPTCHA_SECRET === undefined || env.CAPTCHA_SITE_KEY === undefined)) {
    throw new ConfigError(
      `Invalid environment:\n  CAPTCHA_SECRET, CAPTCHA_SITE_KEY: required with CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
    );
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = env;
  const s3Ready = S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY && S3_PUBLIC_URL;
  if (env.STORAGE_DRIVER === 's3' && !s3Ready) {
    throw new ConfigError(
      'Invalid environment:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL: required with STORAGE_DRIVER=s3',
    );
  }
  // Demo content belongs to the embedded database of a local run; production is seeded never.
  const seedDemo = env.SEED_DEMO ?? (env.DATABASE_URL === undefined && !production);
  const secretProblems = production
    ? defaultSecretProblems({
        systemApiToken: env.SYSTEM_API_TOKEN,
        databaseUrl: env.DATABASE_URL,
        captchaSecret: env.CAPTCHA_SECRET,
        seedDemo,
      })
    : [];
  if (secretProblems.length > 0) {
    throw new ConfigError(
      `Refusing to start in production with default secrets:\n${secretProblems.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  const systemApiToken = env.SYSTEM_API_TOKEN ?? DEV_SYSTEM_TOKEN;
  let payments: PaymentsConfig;
  try {
    payments = loadPaymentsConfig(source, {
      production,
      systemApiToken,
      apiHost: env.API_HOST,
      apiPort: env.API_PORT,
      publicSiteUrl: env.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    });
  } catch (error) {
    if (error instanceof PaymentsConfigError)
      throw new ConfigError(`Invalid environment:\n  ${error.message}`);
    throw error;
  }
  return {
    payments,
    bonus: loadBonusConfig(source),
    runJobs: true,
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
    production,
    sessionLifetime: {
      idleSeconds: env.SESSION_IDLE_DAYS * 24 * 3600,
      maxSeconds: env.SESSION_MAX_DAYS * 24 * 3600,
    },
    trustedProxies: env.API_TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    monitoringPollSeconds: env.MONITORING_POLL_SECONDS,
    host: env.API_HOST,
    port: env.API_PORT,
    dataDir: path.resolve(process.cwd(), env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    logPretty: env.LOG_PRETTY,
    systemApiToken,
    seedDemo,
    smtpUrl: env.SMTP_URL,
    oauth: {
      google: oauthProvider('google', env.OAUTH_GOOGLE_CLIENT_ID, env.OAUTH_GOOGLE_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_GOOGLE_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_GOOGLE_TOKEN_URL,
        userinfoUrl: env.OAUTH_GOOGLE_USERINFO_URL,
      }),
      yandex: oauthProvider('yandex', env.OAUTH_YANDEX_CLIENT_ID, env.OAUTH_YANDEX_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_YANDEX_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_YANDEX_TOKEN_URL,
        userinfoUrl: env.OAUTH_YANDEX_USERINFO_URL,
      }),
      vkid: oauthProvider('vkid', env.OAUTH_VKID_CLIENT_ID, env.OAUTH_VKID_CLIENT_SECRET, {
        authorizeUrl: env.OAUTH_VKID_AUTHORIZE_URL,
        tokenUrl: env.OAUTH_VKID_TOKEN_URL,
        userinfoUrl: env.OAUTH_VKID_USERINFO_URL,
      }),
      steam: env.OAUTH_STEAM_ENABLED
        ? { openidUrl: env.OAUTH_STEAM_OPENID_URL ?? OAUTH_DEFAULT_URLS.steam.openidUrl }
        : undefined,
    },
    twoFactor: {
      mode: env.TWO_FACTOR_BOT_MODE,
      // A bot is on only when its token is set.
      telegram: env.TELEGRAM_BOT_TOKEN
        ? {
            token: env.TELEGRAM_BOT_TOKEN,
            username: env.TELEGRAM_BOT_USERNAME ?? 'lodestone_bot',
            apiRoot: env.TELEGRAM_API_ROOT,
            webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
          }
        : undefined,
      vk:
        env.VK_BOT_TOKEN && env.VK_GROUP_ID !== undefined
          ? {
              token: env.VK_BOT_TOKEN,
              groupId: env.VK_GROUP_ID,
              apiBaseUrl: env.VK_API_BASE_URL,
              webhookSecret: env.VK_WEBHOOK_SECRET,
              confirmation: env.VK_CONFIRMATION,
            }
          : undefined,
    },
    mailFrom: env.MAIL_FROM,
    publicSiteUrl: env.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    captcha: {
      provider: env.CAPTCHA_PROVIDER,
      // Proof-of-work challenges are signed with a key derived from the system token unless one is set.
      secret: env.CAPTCHA_SECRET ?? createHmac('sha256', systemApiToken).update('captcha').digest('hex'),
      siteKey: env.CAPTCHA_SITE_KEY,
      verifyUrl: env.CAPTCHA_VERIFY_URL,
      powDifficulty: env.CAPTCHA_POW_DIFFICULTY,
    },
  };
}
