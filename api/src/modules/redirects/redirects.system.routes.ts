import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { requireSystemToken } from '../system/index.js';
import {
  RedirectRule,
  RedirectRuleDeleted,
  RedirectRuleInput,
  RedirectRuleList,
} from './redirects.schemas.js';
import { PathQuery } from './redirects.routes.js';
import type { RedirectsService } from './redirects.service.js';

export interface RedirectsRoutesOptions {
  redirects: RedirectsService;
  systemApiToken: string;
}

export const redirectsSystemRoutes: FastifyPluginAsyncTypebox<RedirectsRoutesOptions> = async (
  app,
  options,
) => {
  const { redirects } = options;
  const systemOnly = {
    onRequest: (request: FastifyRequest, _reply: unknown, done: () => void) => {
      requireSystemToken(request, options.systemApiToken);
      done();
    },
  };

  app.get(
    '/api-system/redirects',
    {
      schema: {
        operationId: 'redirectRules',
        summary: 'Every redirect rule (header X-System-Token required)',
        tags: ['redirects'],
        response: { 200: ref(RedirectRuleList), ...errorResponses('UNAUTHORIZED') },
      },
      ...systemOnly,
    },
    async () => ({ items: await redirects.list() }),
  );

  app.put(
    '/api-system/redirects',
    {
      schema: {
        operationId: 'saveRedirectRule',
        summary: 'Creates or replaces the redirect of an old address (header X-System-Token required)',
        tags: ['redirects'],
        body: ref(RedirectRuleInput),
        response: { 200: ref(RedirectRule), ...errorResponses('VALIDATION_FAILED', 'UNAUTHORIZED') },
      },
      ...systemOnly,
    },
    (request) => redirects.save(request.body, request.locale),
  );

  app.delete(
    '/api-system/redirects',
    {
      schema: {
        operationId: 'deleteRedirectRule',
        summary: 'Removes the redirect of an old address (header X-System-Token required)',
        tags: ['redirects'],
        querystring: PathQuery,
        response: { 200: ref(RedirectRuleDeleted), ...errorResponses('VALIDATION_FAILED', 'UNAUTHORIZED') },
      },
      ...systemOnly,
    },
    (request) => redirects.delete(request.query.path),
  );
  return Promise.resolve();
};
