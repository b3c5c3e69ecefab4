import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import fastifyMultipart, { ajvFilePlugin } from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';

import type { Database } from './db/client.js';
import { apiModules } from './modules/index.js';
import { registerPublicCache } from './modules/main/index.js';
import { MAX_IMAGE_BYTES } from './modules/documents/index.js';
import { registerRouteAccess } from './platform/auth/routeAccess.js';
import { DEFAULT_SESSION_LIFETIME } from './platform/auth/AuthService.js';
import { frameworkErrorReply, registerErrorHandling } from './platform/errors/errorHandler.js';
import { registerIdempotency } from './platform/idempotency/registerIdempotency.js';
import { buildModules } from './platform/modules/registerModules.js';
import type { AppConfig, RuntimeConfig } from './platform/modules/settings.js';
import { registerOpenApi, registerOpenApiRoutes } from './platform/openapi/openApiDocuments.js';
import { apiVersion } from './version.js';
import { lazySerializers } from './platform/http/lazySerializers.js';
import { lazyValidators } from './platform/http/lazyValidators.js';
import { REQUEST_ID_HEADER, requestIdOf } from './platform/http/requestId.js';

export type { AppConfig } from './platform/modules/settings.js';

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** false silences request logs (tests); default: pino at config.logLevel. */
  logger?: boolean;
  clock?: () => Date;
  /** Sees every route as it is added (tests check that each declares its responses). */
  onRoute?: (route: RouteOptions) => void;
  /** Compile every request validator and response serializer at start instead of on first use (the test that they all compile). */
  compileSchemasAtStart?: boolean;
}

function loggerOptions(config: AppConfig, enabled: boolean): FastifyServerOptions['logger'] {
  if (!enabled) return false;
  return config.logPretty
    ? {
        level: config.logLevel,
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      }
    : { level: config.logLevel };
}

/** What a local run without variables would have, for settings tests and the OpenAPI export omit. */
function withDefaults(config: AppConfig): RuntimeConfig {
  return {
    production: false,
    host: '127.0.0.1',
    port: 8080,
    databaseUrl: undefined,
    databasePreparedStatements: true,
    seedDemo: false,
    smtpUrl: undefined,
    mailFrom: 'Lodestone <no-reply@localhost>',
    publicSiteUrl: 'http://localhost:3000',
    s3: undefined,
    trustedProxies: ['loopback'],
    sessionLifetime: DEFAULT_SESSION_LIFETIME,
    runJobs: false,
    ...Object.fromEntries(
      (Object.entries(config) as [string, unknown][]).filter(([, value]) => value !== undefined),
    ),
  } as RuntimeConfig;
}

/** The whole api without listening: main.ts listens, tests inject, openapi.ts only reads the documents. */
export async function buildApp(options: AppOptions) {
  const config = withDefaults(options.config);
  const app = Fastify({
    logger: loggerOptions(options.config, options.logger ?? true),
    // Only the configured hops (the gateway) may say who the client is; anyone else is their socket.
    trustProxy: config.trustedProxies,
    bodyLimit: 1024 * 1024,
    // A body that trickles in (or stops) must not hold a connection: idle for long, or too slow overall.
    connectionTimeout: options.config.idleTimeoutMs ?? 30_000,
    requestTimeout: 120_000,
    frameworkErrors: frameworkErrorReply,
    // Every log line of a request carries its id (`reqId`): the site server's and gateway's, when they sent one.
    genReqId: (request) => requestIdOf(request.headers),
    // Lets multipart routes declare `isFile` fields, which OpenAPI shows as binary uploads.
    ajv: { plugins: [ajvFilePlugin] },
    schemaController: {
      compilersFactory:
        options.compileSchemasAtStart === true
          ? { buildSerializer: SerializerSelector() }
          : { buildSerializer: lazySerializers(), buildValidator: lazyValidators() },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute !== undefined) app.addHook('onRoute', options.onRoute);
  // @fastify/multipart's `isFile` keyword rewrites the schema it compiles in place (`type: string`,
  // `format: binary`, the keyword gone), and a route module's schema object is shared by every app built
  // in one process (the tests, the benches): the second app would validate its uploads as strings. Each
  // app compiles a copy of its own, taken before the OpenAPI document reads it.
  app.addHook('onRoute', (route) => {
    if (route.schema?.body !== undefined && JSON.stringify(route.schema.body).includes('"isFile"')) {
      route.schema = { ...route.schema, body: structuredClone(route.schema.body) };
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  const clock = options.clock ?? (() => new Date());
  const { database } = options;
  const modules = buildModules(app, apiModules, {
    database,
    db: database.db,
    clock,
    config,
    version: apiVersion,
  });
  registerErrorHandling(app);
  await registerOpenApi(app, apiVersion);
  registerRouteAccess(app, modules.ports.auth, modules.ports.gate);
  registerIdempotency(app, modules.ports.idempotency);
  registerPublicCache(app, { appTime: () => clock().getTime() });
  // Uploads (document images, skins): one file per request, a few small fields beside it.
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  await modules.registerRoutes();
  registerOpenApiRoutes(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
