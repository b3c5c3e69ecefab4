import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';

import { auditActor, type AuditLog } from '../../platform/audit/AuditLog.js';
import type { AuditAction } from '../../platform/audit/auditActions.js';
import type { PermittedUser } from '../../platform/auth/PermissionGate.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import {
  DeliveryDecided,
  DeliveryDecisionBody,
  ResentDelivery,
  StaffDeliveries,
} from './delivery.schemas.js';
import type { Decision, DeliveryDecisions } from './deliveryDecisions.js';
import type { DeliveryOutbox } from './deliveryOutbox.js';

/** Deliveries are part of the store's staff screens: the store's permission guards them. */
const STORE_MANAGE = 'store.manage';

export interface DeliveryStaffRoutesOptions {
  audit: AuditLog;
  outbox: DeliveryOutbox;
  decisions: DeliveryDecisions;
}

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const UNDECIDABLE = {
  en: 'This delivery is still on its way or has changed since you opened it; reload the list',
  ru: 'Эта выдача ещё в пути или изменилась, пока была открыта; обновите список',
};

/** Staff (store.manage): deliveries with their timelines, and the decisions on uncertain or failed ones. */
export const deliveryStaffRoutes: FastifyPluginAsyncTypebox<DeliveryStaffRoutesOptions> = (app, options) => {
  const { audit, outbox, decisions } = options;

  app.get(
    '/api/staff/store/deliveries',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffDeliveries',
        summary: 'Staff (store.manage): deliveries newest first, each with its timeline',
        tags: ['staff'],
        querystring: Type.Object({
          server: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          player: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
          needsDecision: Type.Optional(
            Type.Boolean({ description: 'Only uncertain and failed deliveries, which wait for staff' }),
          ),
        }),
        response: { 200: ref(StaffDeliveries), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const { server, player, needsDecision } = request.query;
      const rows = await outbox.list({
        ...(server === undefined ? {} : { serverSlug: server }),
        ...(player === undefined ? {} : { player }),
        ...(needsDecision === undefined ? {} : { needsDecision }),
        limit: 100,
      });
      return {
        deliveries: rows.map((row) => ({
          id: row.id,
          server: row.server,
          player: row.player,
          kind: row.kind,
          state: row.state,
          command: row.command,
          attempts: row.attempts,
          createdAt: row.createdAt.toISOString(),
          deliveredAt: row.deliveredAt?.toISOString() ?? null,
          events: row.events.map((event) => ({
            event: event.event,
            at: event.at.toISOString(),
            detail: event.detail,
          })),
        })),
      };
    },
  );

  /** Audits a decision that went through, or answers why it did not (404 / translated 409). */
  async function settle(
    request: FastifyRequest,
    action: AuditAction,
    decision: Decision,
    actor: PermittedUser,
  ) {
    if (decision.outcome === 'notFound') throw new AppError('NOT_FOUND');
    if (decision.outcome === 'conflict') throw new AppError('CONFLICT', UNDECIDABLE);
    const { delivery } = decision;
    await audit.record(auditActor(request, actor), {
      action,
      targetUser: delivery.userId === null ? null : { id: delivery.userId, login: delivery.player },
      target: `delivery:${delivery.id}`,
      before: { state: delivery.state, attempts: delivery.attempts, command: delivery.command },
      after: decision.copyId === null ? { state: 'done' } : { resentAs: decision.copyId },
    });
    return decision;
  }

  app.post(
    '/api/staff/store/deliveries/:id/resend',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffResendDelivery',
        summary: 'Staff (store.manage): queues the command again under a new command id (audited)',
        description:
          'An uncertain or failed delivery is closed as `resent`; a done one stays done (a deliberate re-run). ' +
          'A delivery still on its way, or one whose timeline moved on since `seenEventCount`, is refused with ' +
          '409, so a command never runs twice by accident.',
        tags: ['staff'],
        params: IdParams,
        body: ref(DeliveryDecisionBody),
        response: {
          200: ref(ResentDelivery),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const decision = await decisions.resend(request.params.id, request.body.seenEventCount, staff.userId);
      const { copyId } = await settle(request, 'store.deliveries.resend', decision, staff);
      if (copyId === null) throw new Error('a resend queued no copy');
      return { id: copyId };
    },
  );

  app.post(
    '/api/staff/store/deliveries/:id/mark-delivered',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffMarkDeliveryDelivered',
        summary:
          'Staff (store.manage): closes an uncertain or failed delivery as done, after checking the game (audited)',
        tags: ['staff'],
        params: IdParams,
        body: ref(DeliveryDecisionBody),
        response: {
          200: ref(DeliveryDecided),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const decision = await decisions.markDelivered(
        request.params.id,
        request.body.seenEventCount,
        staff.userId,
      );
      const { delivery } = await settle(request, 'store.deliveries.markDelivered', decision, staff);
      return { id: delivery.id, state: 'done' as const };
    },
  );
  return Promise.resolve();
};
