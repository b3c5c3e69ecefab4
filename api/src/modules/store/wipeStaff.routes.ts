import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { auditActor } from '../../platform/audit/AuditLog.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { STORE_MANAGE } from './staffStore.routes.js';
import type { wipeOverview } from './wipeOverview.js';
import type { WipeRefundService } from './wipeRefund.service.js';
import { ScheduledWipes, ScheduleWipeBody } from './wipeStaff.schemas.js';

export interface WipeStaffRoutesOptions {
  refunds: WipeRefundService;
  overview: () => ReturnType<typeof wipeOverview>;
}

/** Staff (store.manage): wipes with their refund windows and totals; schedule and cancel, both audited. */
export const wipeStaffRoutes: FastifyPluginAsyncTypebox<WipeStaffRoutesOptions> = (app, options) => {
  const { refunds, overview } = options;
  const wipes = async () => ({ wipes: await overview() });

  app.get(
    '/api/staff/store/wipes',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffWipes',
        summary: 'Staff (store.manage): wipes with their refund window and who is owed what, soonest first',
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
        summary:
          'Staff (store.manage): schedules a wipe ahead of now; the refund opens 14 days before it (audited)',
        tags: ['staff'],
        body: ref(ScheduleWipeBody),
        response: {
          200: ref(ScheduledWipes),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const wipeAt = new Date(request.body.wipeAt);
      if (Number.isNaN(wipeAt.getTime())) throw new AppError('VALIDATION_FAILED');
      await refunds.schedule(request.body.server, wipeAt, auditActor(request, staff));
      return wipes();
    },
  );

  app.post(
    '/api/staff/store/wipes/:id/cancel',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffCancelWipe',
        summary:
          'Staff (store.manage): cancels a wipe ahead; its refund window closes, paid refunds stay paid (audited)',
        tags: ['staff'],
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: ref(ScheduledWipes),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      await refunds.cancel(request.params.id, auditActor(request, staff));
      return wipes();
    },
  );
  return Promise.resolve();
};
