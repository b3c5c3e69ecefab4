import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';

import type { DatabaseKind } from '../../db/client.js';
import type { GameServerRow } from '../../db/schema/servers.js';
import { forbidden } from '../../platform/auth/PermissionGate.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import {
  GameReportBatch,
  GameReportResult,
  type IngestService,
  type ServerTokens,
} from '../gameStats/index.js';
import { GameServer, ServerOnlineReport, type ServersService } from '../servers/index.js';
import { SystemStatus } from './system.schemas.js';

export interface SystemRoutesOptions {
  servers: ServersService;
  serverTokens: ServerTokens;
  ingest: IngestService;
  databaseKind: DatabaseKind;
  version: string;
  startedAt: Date;
}

export const systemRoutes: FastifyPluginAsyncTypebox<SystemRoutesOptions> = async (app, options) => {
  app.get(
    '/api-system/status',
    {
      schema: {
        operationId: 'systemStatus',
        summary: 'Version, database kind and uptime of this api process',
        tags: ['system'],
        response: { 200: ref(SystemStatus), ...errorResponses() },
      },
    },
    () => ({
      version: options.version,
      database: options.databaseKind,
      uptimeSeconds: Math.floor((Date.now() - options.startedAt.getTime()) / 1000),
    }),
  );

  // Every game-server call names its server by its own token (X-Server-Token); the token is checked
  // before the body, so a caller without one learns nothing about the schema.
  const tokenHeader = {
    type: 'object',
    properties: { 'x-server-token': { type: 'string', description: "The game server's own token" } },
  } as const;

  app.post(
    '/api-system/server/report',
    {
      schema: {
        operationId: 'reportGameEvents',
        summary: "A game server's plugin reports a batch of events (header X-Server-Token required)",
        description:
          'Heartbeats (TPS, online, the players online), joins and leaves (play sessions), statistic counter ' +
          'deltas, bans issued and lifted. The server is the one the token belongs to. Every event carries an ' +
          'id unique on that server: resending a batch (after a timeout) applies only the events not seen ' +
          'before. Players are matched by UUID, then by nickname, and linked to the account of that nickname. ' +
          'Send a heartbeat every 15–60 s and the other events as they happen (batched, up to 1000 per call).',
        tags: ['system'],
        headers: tokenHeader,
        body: ref(GameReportBatch),
        response: {
          200: ref(GameReportResult),
          ...errorResponses('VALIDATION_FAILED', 'UNAUTHORIZED'),
        },
      },
      onRequest: async (request) => {
        request.gameServer = await options.serverTokens.require(request);
      },
    },
    (request) => options.ingest.ingest(serverOf(request), request.body.events),
  );

  // No route lets a game server set its own status address (or RCON target): with its token alone it
  // could make the api connect anywhere (docs/security.md#game-server-addresses). Staff set them.

  app.post(
    '/api-system/server/online',
    {
      schema: {
        operationId: 'reportServerOnline',
        summary: 'A game server reports its current online (header X-Server-Token required)',
        description:
          'The one-number form of a heartbeat, for simple scripts: updates online, the records with their ' +
          "moments and the minute history. `server` must be the token's own server (403 otherwise).",
        tags: ['system'],
        headers: tokenHeader,
        body: ref(ServerOnlineReport),
        response: {
          200: ref(GameServer),
          ...errorResponses('VALIDATION_FAILED', 'UNAUTHORIZED', 'FORBIDDEN'),
        },
      },
      onRequest: async (request) => {
        request.gameServer = await options.serverTokens.require(request);
      },
    },
    (request) => {
      const server = serverOf(request);
      if (server.slug !== request.body.server) throw forbidden();
      return options.servers.reportOnline(server, request.body.online);
    },
  );
  return Promise.resolve();
};

function serverOf(request: FastifyRequest): GameServerRow {
  if (request.gameServer === undefined) throw new AppError('UNAUTHORIZED');
  return request.gameServer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The game server whose token signed this system call. */
    gameServer?: GameServerRow;
  }
}
