import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { MainPage } from './main.schemas.js';
import type { MainService } from './main.service.js';

export const mainRoutes: FastifyPluginAsyncTypebox<{ main: MainService }> = async (app, { main }) => {
  app.get(
    '/api/main',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'main',
        summary: 'Everything the home page shows',
        tags: ['main'],
        response: { 200: ref(MainPage), ...errorResponses() },
      },
    },
    (request) => main.page(request.locale),
  );
  return Promise.resolve();
};
