import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import type { CaptchaVerifier } from '../../platform/captcha/CaptchaVerifier.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { CaptchaChallenge } from './captcha.schemas.js';

export const captchaRoutes: FastifyPluginAsyncTypebox<{ captcha: CaptchaVerifier }> = async (
  app,
  { captcha },
) => {
  app.get(
    '/api/captcha/challenge',
    {
      schema: {
        operationId: 'captchaChallenge',
        summary:
          'The captcha a form must pass: a proof-of-work puzzle, or the hosted provider and its site key',
        tags: ['captcha'],
        response: { 200: ref(CaptchaChallenge), ...errorResponses() },
      },
    },
    async (_request, reply) => {
      // A fresh puzzle every time: never cached by the browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return captcha.challenge();
    },
  );
  return Promise.resolve();
};
