import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { RedirectLookup } from './redirects.schemas.js';
import type { RedirectsService } from './redirects.service.js';

/** An old address, as the site received it. */
export const PathQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000 }) });

export const redirectsRoutes: FastifyPluginAsyncTypebox<{ redirects: RedirectsService }> = async (
  app,
  { redirects },
) => {
  app.get(
    '/api/redirect',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'redirectRule',
        summary: 'The redirect staff configured for an old address, if any',
        description:
          'Always 200: `rule` is null when the address has none. Language prefix and trailing slash are ignored.',
        tags: ['redirects'],
        querystring: PathQuery,
        response: { 200: ref(RedirectLookup), ...errorResponses('VALIDATION_FAILED') },
      },
    },
    async (request) => ({ rule: await redirects.find(request.query.path) }),
  );

  return Promise.resolve();
};
