import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { signedInUser } from '../../platform/auth/signedIn.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import { ref } from '../../platform/schemaRef.js';
import {
  CreatedPayment,
  CreatePaymentBody,
  MoneyHistoryPage,
  MoneyHistoryQuery,
  PayOptions,
} from './payments.schemas.js';
import type { TopUpsService } from './topUps.service.js';

export interface PaymentsRoutesOptions {
  topUps: TopUpsService;
  ledger: Ledger;
}

const HISTORY_PAGE_SIZE = 20;
const CATEGORIES = ['correction', 'compensation', 'refund', 'gift'] as const;

/** Adjustments posted before categories existed read as a correction. */
function adjustmentCategory(details: Record<string, unknown> | null): (typeof CATEGORIES)[number] {
  const category = details?.category;
  return CATEGORIES.find((known) => known === category) ?? 'correction';
}

export const paymentsRoutes: FastifyPluginAsyncTypebox<PaymentsRoutesOptions> = (app, options) => {
  const { topUps, ledger } = options;

  app.get(
    '/api/pay',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'payOptions',
        summary: 'The pay page: configured methods, amount presets and limits, top-up bonus tiers',
        tags: ['payments'],
        response: { 200: ref(PayOptions), ...errorResponses('UNAUTHORIZED') },
      },
    },
    () => topUps.options(),
  );

  app.post(
    '/api/pay',
    {
      // 401 before the body is validated: the body is no business of a visitor's.
      config: { idempotent: true, auth: 'required', writesOwnData: true },
      schema: {
        operationId: 'createPayment',
        summary: "Starts a top-up and answers the provider's page; needs X-Idempotency-Key",
        tags: ['payments'],
        body: ref(CreatePaymentBody),
        response: {
          200: ref(CreatedPayment),
          ...errorResponses(
            'UNAUTHORIZED',
            'VALIDATION_FAILED',
            'CONFLICT',
            'IDEMPOTENCY_KEY_REUSED',
            'PAYMENT_PROVIDER_FAILED',
            'RATE_LIMITED',
          ),
        },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      return topUps.create(userId, request.body, request.locale);
    },
  );

  app.get(
    '/api/user/history/money',
    {
      config: { auth: 'required' },
      schema: {
        operationId: 'moneyHistory',
        summary: "The player's ledger movements, newest first (filters: kind, currency)",
        tags: ['payments'],
        querystring: MoneyHistoryQuery,
        response: { 200: ref(MoneyHistoryPage), ...errorResponses('UNAUTHORIZED', 'VALIDATION_FAILED') },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const page = request.query.page ?? 1;
      // Pages by offset over ids: the newest first, stable while new movements arrive on top.
      const all = await ledger.history(userId, {
        ...(request.query.kind === undefined ? {} : { kinds: [request.query.kind] }),
        ...(request.query.currency === undefined ? {} : { currency: request.query.currency }),
        limit: HISTORY_PAGE_SIZE * page,
      });
      const entries = all.entries.slice((page - 1) * HISTORY_PAGE_SIZE).map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        details: entry.details,
        // The staff's own words stay in the audit log; the player reads the category.
        category: entry.kind === 'adjustment' ? adjustmentCategory(entry.details) : null,
        changes: entry.changes,
        createdAt: entry.createdAt.toISOString(),
      }));
      const topupsShown =
        page === 1 &&
        (request.query.kind === undefined || request.query.kind === 'topup') &&
        request.query.currency !== 'COIN';
      return {
        entries,
        payments: topupsShown ? await topUps.uncredited(userId) : [],
        page,
        hasMore: all.hasMore,
      };
    },
  );
  return Promise.resolve();
};
