import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';

import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { ajvFilePlugin } from '@fastify/multipart';

import { documentEditingSchemas } from './modules/documents/documentEditing.schemas.js';
import { documentSchemas } from './modules/documents/documents.schemas.js';
import { ruleSchemas } from './modules/rules/rules.schemas.js';
import { registerDocuments } from './modules/documents/registerDocuments.js';
import { accountSettingsRoutes } from './modules/accountSettings/accountSettings.routes.js';
import { accountSettingsSchemas } from './modules/accountSettings/accountSettings.schemas.js';
import { MailChangeService } from './modules/accountSettings/mailChange.service.js';
import { oauthSchemas } from './modules/oauth/oauth.schemas.js';
import type { OauthConfig } from './modules/oauth/oauthConfig.js';
import { registerOauth } from './modules/oauth/registerOauth.js';
import { registerTwoFactor } from './modules/twoFactor/registerTwoFactor.js';
import { twoFactorSchemas } from './modules/twoFactor/twoFactor.schemas.js';
import type { TwoFactorConfig } from './modules/twoFactor/twoFactorConfig.js';
import { recoveryRoutes } from './modules/recovery/recovery.routes.js';
import { recoverySchemas } from './modules/recovery/recovery.schemas.js';
import { RecoveryService } from './modules/recovery/recovery.service.js';
import { Mailer } from './platform/mail/Mailer.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { captchaSchemas } from './modules/captcha/captcha.schemas.js';
import { CaptchaVerifier } from './platform/captcha/CaptchaVerifier.js';
import type { CaptchaConfig } from './platform/captcha/captchaConfig.js';
import { accountSchemas } from './modules/accounts/accounts.schemas.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { cabinetRoutes } from './modules/accounts/cabinet.routes.js';
import { launcherAuthRoutes } from './modules/accounts/launcherAuth.routes.js';
import { launcherSchemas } from './modules/launcher/launcher.schemas.js';
import { launcherRoutes } from './modules/launcher/launcher.routes.js';
import { LauncherClientsService } from './modules/launcher/launcherClients.service.js';
import { FilesystemStorage } from './platform/storage/FilesystemStorage.js';
import { mainRoutes } from './modules/main/main.routes.js';
import { registerPublicCache } from './modules/main/publicCache.js';
import { mainSchemas } from './modules/main/main.schemas.js';
import { redirectSchemas } from './modules/redirects/redirects.schemas.js';
import { redirectsRoutes } from './modules/redirects/redirects.routes.js';
import { referralSchemas } from './modules/referrals/referrals.schemas.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { serverSchemas } from './modules/servers/servers.schemas.js';
import { serversRoutes } from './modules/servers/servers.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { systemSchemas } from './modules/system/system.schemas.js';
import { ingestSchemas } from './modules/gameStats/ingest.schemas.js';
import { staffServerSchemas } from './modules/gameStats/staffServers.schemas.js';
import { staffServersRoutes } from './modules/gameStats/staffServers.routes.js';
import { PermissionGate } from './platform/auth/PermissionGate.js';
import { statsSchemas } from './modules/stats/stats.schemas.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { StatsService } from './modules/stats/stats.service.js';
import { ApiError, ApiErrorDetails } from './platform/errors/apiErrorSchema.js';
import type { SessionLifetime } from './platform/auth/AuthService.js';
import { frameworkErrorReply, registerErrorHandling } from './platform/errors/errorHandler.js';
import { S3Storage, type S3StorageOptions } from './platform/storage/S3Storage.js';
import { registerOpenApi, registerOpenApiRoutes } from './platform/openapi/openApiDocuments.js';
import { createServices } from './services.js';
import { apiVersion } from './version.js';
import { registerIdempotency } from './platform/idempotency/registerIdempotency.js';
import { paymentSchemas } from './modules/payments/payments.schemas.js';
import type { PaymentsConfig } from './modules/payments/paymentsConfig.js';
import { registerPayments } from './modules/payments/registerPayments.js';
import { staffSchemas } from './modules/staff/staff.schemas.js';
import { registerStaff } from './modules/staff/registerStaff.js';
import { registerLooks } from './modules/looks/registerLooks.js';
import { lookSchemas } from './modules/looks/looks.schemas.js';
import { friendSchemas } from './modules/friends/friends.schemas.js';
import { registerStore, storeAndDeliverySchemas } from './modules/store/registerStore.js';
import { bonusSchemas, registerBonus } from './modules/bonus/registerBonus.js';

export type AppConfig = Pick<Config, 'dataDir' | 'systemApiToken' | 'logLevel' | 'logPretty' | 'bonus'> & {
  /** Hops whose X-Forwarded-For counts; absent: loopback (the gateway of `npm start`, and app.inject). */
  trustedProxies?: string[];
  /** Idle and absolute session limits; absent: 90 days idle, 365 days at most. */
  sessionLifetime?: SessionLifetime;
  /** A request whose body stalls this long (ms without a byte) is cut off; default 30 s. */
  idleTimeoutMs?: number;
  /** Absent (tests, the OpenAPI export): no captcha. main.ts always passes the configured one. */
  captcha?: CaptchaConfig;
  smtpUrl?: string | undefined;
  twoFactor?: TwoFactorConfig;
  oauth?: OauthConfig;
  /** Absent: uploads on the filesystem under DATA_DIR/uploads. */
  s3?: S3StorageOptions | undefined;
  mailFrom?: string;
  publicSiteUrl?: string;
  /** Absent (tests, the OpenAPI export): the test provider alone. */
  payments?: PaymentsConfig;
  production?: boolean;
  /** Background jobs (payment reconciliation); main.ts turns them on. */
  runJobs?: boolean;
};

const NO_CAPTCHA: CaptchaConfig = {
  provider: 'none',
  secret: 'unused',
  siteKey: undefined,
  verifyUrl: undefined,
  powDifficulty: 1,
};

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** false silences request logs (tests); default: pino at config.logLevel. */
  logger?: boolean;
  clock?: () => Date;
  /** Sees every route as it is added (tests check that each declares its responses). */
  onRoute?: (route: RouteOptions) => void;
}

/** Schemas shared by $ref; each becomes one named OpenAPI component and one GraphQL type. */
export const sharedSchemas = [
  ApiErrorDetails,
  ApiError,
  ...serverSchemas,
  ...documentSchemas,
  ...documentEditingSchemas,
  ...ruleSchemas,
  ...mainSchemas,
  ...systemSchemas,
  ...ingestSchemas,
  ...staffServerSchemas,
  ...statsSchemas,
  ...launcherSchemas,
  ...redirectSchemas,
  ...referralSchemas,
  ...accountSchemas,
  ...captchaSchemas,
  ...recoverySchemas,
  ...accountSettingsSchemas,
  ...twoFactorSchemas,
  ...oauthSchemas,
  ...paymentSchemas,
  ...staffSchemas,
  ...lookSchemas,
  ...friendSchemas,
  ...storeAndDeliverySchemas,
  ...bonusSchemas,
];

function loggerOptions(config: AppConfig, enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return config.logPretty
    ? {
        level: config.logLevel,
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      }
    : { level: config.logLevel };
}

/** The whole api without listening: main.ts listens, tests inject, openapi.ts only reads the documents. */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logger ?? true),
    // Only the configured hops (the gateway) may say who the client is; anyone else is their socket.
    trustProxy: config.trustedProxies ?? ['loopback'],
    bodyLimit: 1024 * 1024,
    // A body that trickles in (or stops) must not hold a connection: idle for long, or too slow overall.
    connectionTimeout: config.idleTimeoutMs ?? 30_000,
    requestTimeout: 120_000,
    frameworkErrors: frameworkErrorReply,
    // Lets multipart routes declare `isFile` fields, which OpenAPI shows as binary uploads.
    ajv: { plugins: [ajvFilePlugin] },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute !== undefined) app.addHook('onRoute', options.onRoute);
  for (const schema of sharedSchemas) app.addSchema(schema);
  registerErrorHandling(app);
  await registerOpenApi(app, apiVersion);

  const services = createServices(database, config.systemApiToken, options.clock, config.sessionLifetime);
  // Routes that need a signed-in user say so in their config; they answer 401 before the body is even
  // parsed, so an unauthenticated write learns nothing from validation messages.
  app.addHook('onRequest', async (request) => {
    const { config: routeConfig } = request.routeOptions as { config?: { auth?: string } };
    if (routeConfig?.auth === 'required') await services.auth.require(request);
  });
  registerIdempotency(app, services.idempotency);
  registerPublicCache(app);
  await app.register(mainRoutes, { main: services.main });
  const clock = options.clock ?? (() => new Date());
  const s3 = config.s3 === undefined ? undefined : new S3Storage(config.s3);
  await registerDocuments(app, services, {
    dataDir: config.dataDir,
    storage: s3,
    clock,
  });
  await app.register(serversRoutes, { servers: services.servers });
  await app.register(redirectsRoutes, {
    redirects: services.redirects,
    systemApiToken: config.systemApiToken,
  });
  await app.register(referralsRoutes, { referrals: services.referrals });
  const captcha = new CaptchaVerifier(config.captcha ?? NO_CAPTCHA, database.db, clock);
  await app.register(captchaRoutes, { captcha });
  await app.register(accountsRoutes, {
    accounts: services.accounts,
    auth: services.auth,
    sessions: services.sessions,
    legacyTokens: services.legacyTokens,
    captcha,
    clock,
  });
  await app.register(cabinetRoutes, {
    accounts: services.accounts,
    auth: services.auth,
    users: services.users,
    sessions: services.sessions,
    clock,
  });
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? 'Lodestone <no-reply@localhost>',
    dataDir: config.dataDir,
  });
  app.addHook('onClose', () => {
    mailer.close();
  });
  const recovery = new RecoveryService({
    users: services.users,
    sessions: services.sessions,
    flowTokens: services.flowTokens,
    throttle: services.throttle,
    history: services.history,
    mailer,
    publicSiteUrl: config.publicSiteUrl ?? 'http://localhost:3000',
    clock,
  });
  await app.register(recoveryRoutes, { recovery, captcha });
  const settingsDeps = {
    users: services.users,
    sessions: services.sessions,
    flowTokens: services.flowTokens,
    throttle: services.throttle,
    history: services.history,
    mailer,
    clock,
  };
  await app.register(accountSettingsRoutes, {
    auth: services.auth,
    mailChange: new MailChangeService(settingsDeps),
    passwordDeps: settingsDeps,
    history: services.history,
  });
  await registerTwoFactor(app, config.twoFactor, services, clock);
  await registerOauth(app, config.oauth, services, config.publicSiteUrl ?? 'http://localhost:3000', clock);
  await app.register(launcherAuthRoutes, { accounts: services.accounts, auth: services.auth, captcha });
  await app.register(systemRoutes, {
    servers: services.servers,
    serverTokens: services.serverTokens,
    ingest: services.ingest,
    databaseKind: database.kind,
    version: apiVersion,
    startedAt: new Date(),
  });
  await app.register(staffServersRoutes, {
    db: database.db,
    gate: new PermissionGate(services.auth, services.users),
    servers: services.servers,
    serverTokens: services.serverTokens,
    audit: services.audit,
  });
  await app.register(statsRoutes, {
    stats: new StatsService(database.db, services.servers, clock),
    auth: services.auth,
  });
  const uploads = s3 ?? new FilesystemStorage(path.join(config.dataDir, 'uploads'));
  await app.register(launcherRoutes, { clients: new LauncherClientsService(database.db, uploads) });
  await registerPayments(app, services, {
    config: config.payments,
    production: config.production ?? false,
    clock,
    runJobs: config.runJobs ?? false,
    systemApiToken: config.systemApiToken,
  });
  await registerStaff(app, services, clock);
  await registerLooks(app, services, {
    dataDir: config.dataDir,
    storage: s3,
    clock,
    publicSiteUrl: config.publicSiteUrl ?? 'http://localhost:3000',
    version: apiVersion,
  });
  await registerStore(app, services, { clock, runJobs: config.runJobs ?? false });
  await registerBonus(app, services, config.bonus, clock);
  registerOpenApiRoutes(app);

  if (s3 === undefined) {
    await app.register(fastifyStatic, {
      root: path.join(config.dataDir, 'uploads'),
      prefix: '/uploads/',
      schemaHide: true,
      index: false,
      maxAge: '1h',
    });
  } else {
    // Content refers to /uploads/...; with a bucket those addresses send the reader to it.
    app.get('/uploads/*', { schema: { hide: true } }, (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      try {
        return reply.redirect(s3.fileAddress(key), 302);
      } catch {
        return reply.code(404).send();
      }
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
