import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { ServersService } from './servers.service.js';
import { GameServerList } from './servers.schemas.js';

export const serversRoutes: FastifyPluginAsyncTypebox<{ servers: ServersService }> = async (
  app,
  { servers },
) => {
  app.get(
    '/api/servers',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'servers',
        summary: 'Game servers with their live online',
        tags: ['servers'],
        response: { 200: ref(GameServerList), ...errorResponses() },
      },
    },
    () => servers.list(),
  );
  return Promise.resolve();
};
