import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { RuleBook, RuleBookSource } from './rules.schemas.js';
import type { RulesService } from './rules.service.js';

// The permission the staff screens name for the rule book (web.documents.edit does not cover it).
const EDIT_RULES = 'web.rules.edit';

export const rulesRoutes: FastifyPluginAsyncTypebox<{ rules: RulesService }> = async (app, { rules }) => {
  app.get(
    '/api/rules',
    {
      config: { shared: true, sameWhenSignedIn: true },
      schema: {
        operationId: 'rules',
        summary: 'The server rules with their punishments, in the requested language',
        tags: ['rules'],
        response: { 200: ref(RuleBook), ...errorResponses() },
      },
    },
    (request) => rules.book(request.locale),
  );

  app.get(
    '/api/rules/source',
    {
      config: { permission: EDIT_RULES },
      schema: {
        operationId: 'rulesSource',
        summary: 'The rules in both languages, for staff editing them',
        tags: ['rules'],
        response: { 200: ref(RuleBookSource), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    () => rules.source(),
  );

  app.post(
    '/api/rules/update',
    {
      config: { permission: EDIT_RULES },
      schema: {
        operationId: 'updateRules',
        summary: 'Saves the whole rule book (permission web.rules.edit)',
        tags: ['rules'],
        body: ref(RuleBookSource),
        response: { 200: ref(RuleBook), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      await rules.replace(request.body);
      return rules.book(request.locale);
    },
  );
  return Promise.resolve();
};
