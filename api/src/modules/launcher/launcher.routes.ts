import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { LauncherClientList, LauncherClientParams, LauncherManifest } from './launcher.schemas.js';
import type { LauncherClientsService } from './launcherClients.service.js';

export const launcherRoutes: FastifyPluginAsyncTypebox<{ clients: LauncherClientsService }> = async (
  app,
  { clients },
) => {
  app.get(
    '/api-launcher/clients',
    {
      config: { sessions: ['launcher'] },
      schema: {
        operationId: 'launcherClients',
        summary: 'The published game clients, one or more per server, each with a stable uuid',
        tags: ['launcher'],
        response: { 200: ref(LauncherClientList), ...errorResponses() },
      },
    },
    async () => ({ items: await clients.list() }),
  );
  app.get(
    '/api-launcher/clients/:uuid/manifest',
    {
      config: { sessions: ['launcher'] },
      schema: {
        operationId: 'launcherClientManifest',
        summary: "A client's version data and files (size, SHA-256, SHA-1, addresses) for the launcher",
        tags: ['launcher'],
        params: ref(LauncherClientParams),
        response: { 200: ref(LauncherManifest), ...errorResponses('NOT_FOUND') },
      },
    },
    async (request) => clients.manifest(request.params.uuid),
  );
  return Promise.resolve();
};
