import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import type { PermissionGate } from '../../platform/auth/PermissionGate.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { pickLocale } from '../../platform/locale.js';
import { ref } from '../../platform/schemaRef.js';
import { RuleBook, RuleBookSource } from './rules.schemas.js';
import type { RulesService } from './rules.service.js';

// Staff who edit documents also keep the rules.
const EDIT_RULES = 'web.documents.edit';

export const rulesRoutes: FastifyPluginAsyncTypebox<{ rules: RulesService; gate: PermissionGate }> = async (
  app,
  { rules, gate },
) => {
  app.get(
    '/api/rules',
    {
      schema: {
        operationId: 'rules',
        summary: 'The server rules with their punishments, in the requested language',
        tags: ['rules'],
        response: { 200: ref(RuleBook), ...errorResponses() },
      },
    },
    (request) => rules.book(pickLocale(request.headers['accept-language'])),
  );

  app.get(
    '/api/rules/source',
    {
      schema: {
        operationId: 'rulesSource',
        summary: 'The rules in both languages, for staff editing them',
        tags: ['rules'],
        response: { 200: ref(RuleBookSource), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      await gate.require(request, EDIT_RULES);
      return rules.source();
    },
  );

  app.post(
    '/api/rules/update',
    {
      schema: {
        operationId: 'updateRules',
        summary: 'Saves the whole rule book (permission web.documents.edit)',
        tags: ['rules'],
        body: ref(RuleBookSource),
        response: { 200: ref(RuleBook), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      await gate.require(request, EDIT_RULES);
      await rules.replace(request.body);
      return rules.book(pickLocale(request.headers['accept-language']));
    },
  );
  return Promise.resolve();
};
