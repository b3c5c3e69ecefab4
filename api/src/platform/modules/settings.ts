import type { SessionLifetime } from '../auth/AuthService.js';
import type { S3StorageOptions } from '../storage/S3Storage.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** The platform's settings: how the process runs, where data lives, sessions, mail, storage. */
export interface CoreConfig {
  production: boolean;
  host: string;
  port: number;
  /** Absolute; relative values are resolved against the process's working directory. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: parameterised statements prepared once per connection (db/namedStatements.ts). */
  databasePreparedStatements: boolean;
  logLevel: LogLevel;
  logPretty: boolean;
  systemApiToken: string;
  seedDemo: boolean;
  /** Unset SMTP: letters go to DATA_DIR/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Links in letters and OAuth redirect addresses point here. */
  publicSiteUrl: string;
  /** Unset: uploads go to DATA_DIR/uploads. */
  s3: S3StorageOptions | undefined;
  /**
   * The hops whose X-Forwarded-For counts (addresses, CIDR ranges, or `loopback`): the gateway. Default
   * `loopback`, where `npm start` runs it; empty: the socket address is always the client.
   */
  trustedProxies: string[];
  /** Sessions end after this long unused, and this long after sign-in whatever happens. */
  sessionLifetime: SessionLifetime;
  /** Background jobs run in the api process (payment reconciliation, key purging, RCON pushes). */
  runJobs: boolean;
}

/**
 * Each module's settings, added by the module beside its env slice with
 * `declare module '.../platform/modules/settings.js' { interface ModuleSettings { ... } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleSettings {}

/** The validated configuration `loadConfig` returns. */
export type Config = CoreConfig & ModuleSettings;

/**
 * What `buildApp` needs: tests and the OpenAPI export give only the first four; every other setting
 * falls back to the value a local run without variables would have (and modules treat absent as off).
 */
export type AppConfig = Pick<Config, 'dataDir' | 'systemApiToken' | 'logLevel' | 'logPretty'> &
  Partial<Omit<Config, 'dataDir' | 'systemApiToken' | 'logLevel' | 'logPretty'>> & {
    /** A request whose body stalls this long (ms without a byte) is cut off; default 30 s. */
    idleTimeoutMs?: number;
  };

/** What modules read: the platform's settings always set, a module's own absent when not configured. */
export type RuntimeConfig = CoreConfig & Partial<ModuleSettings>;
