import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { ServersService } from '../servers/servers.service.js';
import { clientUuid } from './clientUuid.js';
import { LauncherClientList } from './launcher.schemas.js';

export const launcherRoutes: FastifyPluginAsyncTypebox<{ servers: ServersService }> = async (
  app,
  { servers },
) => {
  app.get(
    '/api-launcher/clients',
    {
      schema: {
        operationId: 'launcherClients',
        summary: 'One game client per game server, with a stable uuid',
        tags: ['launcher'],
        response: { 200: ref(LauncherClientList), ...errorResponses() },
      },
    },
    async () => {
      const { items } = await servers.list();
      return {
        items: items.map((server) => ({
          uuid: clientUuid(server.slug),
          serverSlug: server.slug,
          name: server.name,
          gameVersion: server.gameVersion,
          address: server.address,
        })),
      };
    },
  );
  return Promise.resolve();
};
