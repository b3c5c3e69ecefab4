import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { requireSystemToken } from '../system/index.js';
import type { PaymentReconciliationService } from './paymentReconciliation.service.js';

export interface ReconcileRoutesOptions {
  reconciliation: PaymentReconciliationService;
  systemApiToken: string;
}

/** The reconciliation job on demand (an external cron, or a test), besides the api's own timer. */
export const reconcileRoutes: FastifyPluginAsyncTypebox<ReconcileRoutesOptions> = async (app, options) => {
  app.post(
    '/api-system/payments/reconcile',
    {
      schema: {
        operationId: 'reconcilePayments',
        summary: 'Asks providers about pending payments and closes expired ones (header X-System-Token)',
        tags: ['system'],
        response: {
          200: Type.Object(
            { checked: Type.Integer(), expired: Type.Integer() },
            { title: 'ReconcileResult' },
          ),
          ...errorResponses('UNAUTHORIZED'),
        },
      },
      onRequest: (request, _reply, done) => {
        requireSystemToken(request, options.systemApiToken);
        done();
      },
    },
    () => options.reconciliation.reconcile(),
  );
  return Promise.resolve();
};
