import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { CabinetRefund, WipeRefundBody, RefundResult } from './refund.schemas.js';
import type { WipeRefundService } from './wipeRefund.service.js';

export interface RefundRoutesOptions {
  refunds: WipeRefundService;
}

export const refundRoutes: FastifyPluginAsyncTypebox<RefundRoutesOptions> = (app, options) => {
  const { refunds } = options;

  app.get(
    '/api/cabinet/refund',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'cabinetRefund',
        summary: 'What a refund before each upcoming wipe would return (servers within 14 days of one)',
        tags: ['store'],
        response: { 200: ref(CabinetRefund), ...errorResponses('UNAUTHORIZED') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const servers = await refunds.preview(userId, request.locale);
      return {
        servers: servers.map((entry) => ({
          wipeId: entry.wipeId,
          server: entry.server,
          wipeAt: entry.wipeAt,
          totalKopecks: entry.totalKopecks,
          items: entry.items.map(({ purchaseId, roleName, period, paidKopecks, boughtAt }) => ({
            purchaseId,
            roleName,
            period,
            paidKopecks,
            boughtAt,
          })),
        })),
      };
    },
  );

  app.post(
    '/api/cabinet/refund',
    {
      config: { auth: 'required', idempotent: true },
      schema: {
        operationId: 'refundBeforeWipe',
        summary: "Returns the player's role purchases on a server to the balance before its wipe",
        tags: ['store'],
        body: ref(WipeRefundBody),
        response: {
          200: ref(RefundResult),
          ...errorResponses(
            'UNAUTHORIZED',
            'VALIDATION_FAILED',
            'NOT_FOUND',
            'CONFLICT',
            'IDEMPOTENCY_KEY_REQUIRED',
          ),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return refunds.refund(userId, request.body.server, request.locale);
    },
  );

  return Promise.resolve();
};
