import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import type { AuthService } from '../../platform/auth/AuthService.js';
import type { PermissionGate } from '../../platform/auth/PermissionGate.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import {
  CabinetRefund,
  WipeRefundBody,
  RefundResult,
  ScheduledWipes,
  ScheduleWipeBody,
} from './refund.schemas.js';
import { STORE_MANAGE } from './staffStore.routes.js';
import type { WipeRefundService } from './wipeRefund.service.js';

export interface RefundRoutesOptions {
  auth: AuthService;
  gate: PermissionGate;
  refunds: WipeRefundService;
}

export const refundRoutes: FastifyPluginAsyncTypebox<RefundRoutesOptions> = (app, options) => {
  const { auth, gate, refunds } = options;

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
      const { userId } = await auth.require(request);
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
      const { userId } = await auth.require(request);
      return refunds.refund(userId, request.body.server, request.locale);
    },
  );

  const wipes = async () => ({
    wipes: (await refunds.upcoming()).map(({ id, server, wipeAt }) => ({
      id,
      server,
      wipeAt: wipeAt.toISOString(),
    })),
  });

  app.get(
    '/api/staff/store/wipes',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffWipes',
        summary: 'Staff (store.manage): upcoming wipes, soonest first',
        tags: ['staff'],
        response: { 200: ref(ScheduledWipes), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    () => wipes(),
  );

  app.post(
    '/api/staff/store/wipes',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffScheduleWipe',
        summary: 'Staff (store.manage): schedules a wipe of a server; the refund opens 14 days before it',
        tags: ['staff'],
        body: ref(ScheduleWipeBody),
        response: {
          200: ref(ScheduledWipes),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const staff = await gate.user(request);
      const wipeAt = new Date(request.body.wipeAt);
      if (Number.isNaN(wipeAt.getTime())) throw new AppError('VALIDATION_FAILED');
      await refunds.schedule(request.body.server, wipeAt, staff.userId);
      return wipes();
    },
  );
  return Promise.resolve();
};
