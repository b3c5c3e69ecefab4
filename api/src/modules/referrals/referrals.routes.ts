import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { REFERRAL_CODE_PATTERN, ReferralAlias, ReferralVisit } from './referrals.schemas.js';
import type { ReferralsService } from './referrals.service.js';

export const referralsRoutes: FastifyPluginAsyncTypebox<{ referrals: ReferralsService }> = async (
  app,
  { referrals },
) => {
  app.get(
    '/api/referral/alias/:alias',
    {
      schema: {
        operationId: 'referralAlias',
        summary: 'The referral code behind a deprecated campaign alias (`/source/{alias}`)',
        tags: ['referrals'],
        params: Type.Object({ alias: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: ref(ReferralAlias), ...errorResponses('VALIDATION_FAILED') },
      },
    },
    async (request) => ({ code: await referrals.codeOfAlias(request.params.alias) }),
  );

  app.post(
    '/api/referral/visit/:code',
    {
      schema: {
        operationId: 'registerReferralVisit',
        summary: 'Counts a visit by an invitation link (`/r/{code}`), once per visitor and day',
        tags: ['referrals'],
        params: Type.Object({ code: Type.String({ pattern: REFERRAL_CODE_PATTERN }) }),
        response: { 200: ref(ReferralVisit), ...errorResponses('VALIDATION_FAILED', 'RATE_LIMITED') },
      },
    },
    async (request) => ({
      registered: await referrals.registerVisit(request.params.code, {
        // trustProxy: the address the web server and gateway forwarded in X-Forwarded-For.
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    }),
  );
  return Promise.resolve();
};
