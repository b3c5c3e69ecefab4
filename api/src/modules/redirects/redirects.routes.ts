import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { pickLocale } from '../../platform/locale.js';
import { ref } from '../../platform/schemaRef.js';
import { requireSystemToken } from '../system/systemToken.js';
import {
  RedirectLookup,
  RedirectRule,
  RedirectRuleDeleted,
  RedirectRuleInput,
  RedirectRuleList,
} from './redirects.schemas.js';
import type { RedirectsService } from './redirects.service.js';

export interface RedirectsRoutesOptions {
  redirects: RedirectsService;
  systemApiToken: string;
}

const PathQuery = Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000 }) });

export const redirectsRoutes: FastifyPluginAsyncTypebox<RedirectsRoutesOptions> = async (app, options) => {
  const { redirects } = options;
  const systemOnly = {
    onRequest: (request: FastifyRequest, _reply: unknown, done: () => void) => {
      requireSystemToken(request, options.systemApiToken);
      done();
    },
  };

  app.get(
    '/api/redirect',
    {
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
    (request) => redirects.save(request.body, pickLocale(request.headers['accept-language'])),
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
