import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { Ports } from '../../platform/modules/ports.js';
import {
  AckDeliveriesBody,
  AckedDeliveries,
  ClaimDeliveriesBody,
  ClaimedDeliveries,
} from './delivery.schemas.js';
import { DEFAULT_LEASE_SECONDS, type DeliveryOutbox } from './deliveryOutbox.js';

export interface DeliverySystemRoutesOptions {
  outbox: DeliveryOutbox;
  serverTokens: Ports['serverTokens'];
  clock: () => Date;
}

const tokenHeader = {
  type: 'object',
  properties: { 'x-server-token': { type: 'string', description: "The game server's own token" } },
} as const;

/** The plugin's side of the outbox: claim with a lease, run, acknowledge each by id. */
export const deliverySystemRoutes: FastifyPluginAsyncTypebox<DeliverySystemRoutesOptions> = (
  app,
  options,
) => {
  const { outbox, serverTokens } = options;

  app.post(
    '/api-system/deliveries/claim',
    {
      schema: {
        operationId: 'claimDeliveries',
        summary: 'A game server leases its waiting deliveries (header X-Server-Token)',
        description:
          "Answers up to `limit` deliveries of the token's server, oldest first, leased for `leaseSeconds`. " +
          'Run each command, then acknowledge it by id. Rows not acknowledged in time are handed out again, ' +
          'so keep the ids you executed and skip a repeat (run it zero times, acknowledge it again).',
        tags: ['system'],
        headers: tokenHeader,
        body: ref(ClaimDeliveriesBody),
        response: { 200: ref(ClaimedDeliveries), ...errorResponses('VALIDATION_FAILED', 'UNAUTHORIZED') },
      },
      onRequest: async (request) => {
        request.gameServer = await serverTokens.require(request);
      },
    },
    async (request) => {
      const server = request.gameServer;
      if (server === undefined) throw new Error('token hook did not run');
      const leaseSeconds = request.body.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
      const leaseUntil = new Date(options.clock().getTime() + leaseSeconds * 1000);
      const rows = await outbox.claim(server.id, request.body.limit ?? 50, leaseSeconds);
      return {
        server: server.slug,
        leaseUntil: leaseUntil.toISOString(),
        deliveries: rows.map((row) => ({
          id: row.id,
          player: row.player,
          kind: row.kind,
          command: row.command,
          attempt: row.attempts,
        })),
      };
    },
  );

  app.post(
    '/api-system/deliveries/ack',
    {
      schema: {
        operationId: 'acknowledgeDeliveries',
        summary: 'A game server confirms deliveries it executed, by id (header X-Server-Token)',
        description: 'Idempotent: a repeated acknowledgement changes nothing and is listed under `already`.',
        tags: ['system'],
        headers: tokenHeader,
        body: ref(AckDeliveriesBody),
        response: { 200: ref(AckedDeliveries), ...errorResponses('VALIDATION_FAILED', 'UNAUTHORIZED') },
      },
      onRequest: async (request) => {
        request.gameServer = await serverTokens.require(request);
      },
    },
    async (request) => {
      const server = request.gameServer;
      if (server === undefined) throw new Error('token hook did not run');
      return outbox.acknowledge(server.id, request.body.ids);
    },
  );
  return Promise.resolve();
};
