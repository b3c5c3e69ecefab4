import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { auditActor } from '../../platform/audit/AuditLog.js';
import { signedInUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { type BanState, unbanPriceKopecks } from '../bans/index.js';
import type { PaidUnbanService } from './paidUnban.service.js';
import { MyActiveBans, UnbanResult } from './store.schemas.js';

export interface UnbanRoutesOptions {
  unban: PaidUnbanService;
  bans: BanState;
}

export const unbanRoutes: FastifyPluginAsyncTypebox<UnbanRoutesOptions> = (app, options) => {
  app.get(
    '/api/ban/active',
    {
      config: { auth: 'required', sessions: ['site', 'launcher'] },
      schema: {
        operationId: 'myActiveBans',
        summary: "The player's bans that still hold (game servers' and the site's), with the unban price",
        tags: ['store'],
        response: { 200: ref(MyActiveBans), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const bans = await options.bans.active(userId);
      return {
        items: bans.map((ban) => ({
          source: ban.source,
          server: ban.server,
          reason: ban.reason,
          permanent: ban.permanent,
          endsAt: ban.endsAt?.toISOString() ?? null,
        })),
        unbanPriceKopecks: unbanPriceKopecks(bans),
      };
    },
  );

  app.post(
    '/api/ban/unban',
    {
      config: { idempotent: true, auth: 'required' },
      schema: {
        operationId: 'buyUnban',
        summary: "Buys the lifting of the player's active bans from the balance; needs X-Idempotency-Key",
        description:
          'The price is `managers.ban.unbanPrice` of the auth state. Every active ban is lifted (a site ban ' +
          'too, recorded in the audit log) and each game server that banned gets a `pardon` delivery.',
        tags: ['store'],
        response: {
          200: ref(UnbanResult),
          ...errorResponses(
            'UNAUTHORIZED',
            'CONFLICT',
            'INSUFFICIENT_FUNDS',
            'IDEMPOTENCY_KEY_REQUIRED',
            'IDEMPOTENCY_KEY_REUSED',
          ),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return options.unban.unban(user.userId, auditActor(request, user));
    },
  );
  return Promise.resolve();
};
