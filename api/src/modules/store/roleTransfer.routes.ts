import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { errorResponses, PAID_WRITE_ERRORS } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import { RoleTransferTargets, TransferRoleBody, TransferredRole } from './roleTransfer.schemas.js';
import type { RoleTransferService } from './roleTransfer.service.js';

export interface RoleTransferRoutesOptions {
  transfers: RoleTransferService;
}

export const roleTransferRoutes: FastifyPluginAsyncTypebox<RoleTransferRoutesOptions> = (app, options) => {
  const { transfers } = options;

  app.get(
    '/api/cabinet/roles/transfer/servers',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'roleTransferServers',
        summary: 'The servers a held role can move to, each with the transfer fee',
        tags: ['store'],
        querystring: Type.Object({
          grant: Type.Integer({ minimum: 1, description: 'cabinet/roles grantId' }),
        }),
        response: {
          200: ref(RoleTransferTargets),
          ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return transfers.targets(userId, request.query.grant, request.locale);
    },
  );

  app.post(
    '/api/cabinet/roles/transfer',
    {
      config: { idempotent: true, auth: 'required' },
      schema: {
        operationId: 'transferRole',
        summary: 'Moves a held role to another server for a fee; needs X-Idempotency-Key',
        description:
          'The fee is taken from the balance; the role keeps its end. The old server gets a revoke and the ' +
          'new one a grant, in the same transaction.',
        tags: ['store'],
        body: ref(TransferRoleBody),
        response: {
          200: ref(TransferredRole),
          ...errorResponses(...PAID_WRITE_ERRORS),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return transfers.transfer(userId, request.body.grantId, request.body.server);
    },
  );
  return Promise.resolve();
};
