import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import type { PermissionGate } from '../../platform/auth/PermissionGate.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { ResentDelivery, StaffDeliveries } from '../delivery/delivery.schemas.js';
import type { DeliveryOutbox } from '../delivery/deliveryOutbox.js';
import type { StaffCatalogueService } from './staffCatalogue.service.js';
import { StaffStoreCatalogue, StaffStoreRoleInput } from './staffStore.schemas.js';

export interface StaffStoreRoutesOptions {
  gate: PermissionGate;
  catalogue: StaffCatalogueService;
  outbox: DeliveryOutbox;
}

export const STORE_MANAGE = 'store.manage';

/** Staff (store.manage): the catalogue per server, and the delivery timeline with resend. */
export const staffStoreRoutes: FastifyPluginAsyncTypebox<StaffStoreRoutesOptions> = (app, options) => {
  const { gate, catalogue, outbox } = options;

  app.get(
    '/api/staff/store/catalogue',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffStoreCatalogue',
        summary: "Staff (store.manage): a server's roles, on sale or not, in both languages",
        tags: ['staff'],
        querystring: Type.Object({ server: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }),
        response: { 200: ref(StaffStoreCatalogue), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      return catalogue.list(request.query.server);
    },
  );

  app.post(
    '/api/staff/store/roles',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffSaveStoreRole',
        summary: 'Staff (store.manage): creates a role (no id) or rewrites it whole, kits included',
        tags: ['staff'],
        body: ref(StaffStoreRoleInput),
        response: {
          200: ref(StaffStoreCatalogue),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      return catalogue.save(request.body);
    },
  );

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
        }),
        response: { 200: ref(StaffDeliveries), ...errorResponses('UNAUTHORIZED', 'FORBIDDEN') },
      },
    },
    async (request) => {
      const rows = await outbox.list({
        ...(request.query.server === undefined ? {} : { serverSlug: request.query.server }),
        ...(request.query.player === undefined ? {} : { player: request.query.player }),
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

  app.post(
    '/api/staff/store/deliveries/:id/resend',
    {
      config: { permission: STORE_MANAGE },
      schema: {
        operationId: 'staffResendDelivery',
        summary: 'Staff (store.manage): queues the command again under a new command id',
        tags: ['staff'],
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: {
          200: ref(ResentDelivery),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const staff = await gate.user(request);
      const id = await outbox.resend(request.params.id, staff.userId);
      if (id === null) throw new AppError('NOT_FOUND');
      return { id };
    },
  );
  return Promise.resolve();
};
