import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { signedInUser } from '../../platform/auth/signedIn.js';
import type { ReferralProgram } from './referralProgram.js';
import type { ReferralsService } from './referrals.service.js';
import { REFERRAL_CODE_PATTERN, ReferralAlias, ReferralSummary, ReferralVisit } from './referrals.schemas.js';

export interface ReferralsRoutesOptions {
  referrals: ReferralsService;
  program: ReferralProgram;
}

export const referralsRoutes: FastifyPluginAsyncTypebox<ReferralsRoutesOptions> = async (
  app,
  { referrals, program },
) => {
  app.get(
    '/api/referral',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'referral',
        summary: "The invite tab: the player's invitation code, coins received and hours played by referrals",
        description: 'Credits what the referrals earned since the last accrual before answering.',
        tags: ['referrals'],
        response: { 200: ref(ReferralSummary), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return program.summary(user.userId, user.login);
    },
  );

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
