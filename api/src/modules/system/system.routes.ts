import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import type { DatabaseKind } from '../../db/client.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { GameServer, ServerOnlineReport } from '../servers/servers.schemas.js';
import type { ServersService } from '../servers/servers.service.js';
import { SystemStatus } from './system.schemas.js';
import { requireSystemToken } from './systemToken.js';

export interface SystemRoutesOptions {
  servers: ServersService;
  databaseKind: DatabaseKind;
  systemApiToken: string;
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

  app.post(
    '/api-system/server/online',
    {
      schema: {
        operationId: 'reportServerOnline',
        summary: 'A game server reports its current online (header X-System-Token required)',
        description:
          'Updates online, the record of the current UTC day and the all-time record. Authenticated by the ' +
          'X-System-Token header, which must equal the SYSTEM_API_TOKEN of the api.',
        tags: ['system'],
        body: ref(ServerOnlineReport),
        response: {
          200: ref(GameServer),
          ...errorResponses('VALIDATION_FAILED', 'UNAUTHORIZED', 'NOT_FOUND'),
        },
      },
      // The token is checked before the body, so a caller without it learns nothing about the schema.
      onRequest: (request, _reply, done) => {
        requireSystemToken(request, options.systemApiToken);
        done();
      },
    },
    (request) => options.servers.reportOnline(request.body.server, request.body.online),
  );
  return Promise.resolve();
};
