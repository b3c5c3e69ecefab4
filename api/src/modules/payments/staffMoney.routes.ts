import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { auditActor, type AuditLog } from '../../platform/audit/AuditLog.js';
import { staffUser } from '../../platform/auth/signedIn.js';
import { AppError } from '../../platform/errors/AppError.js';
import { errorResponses } from '../../platform/errors/apiErrorSchema.js';
import { ref } from '../../platform/schemaRef.js';
import type { UsersRepository } from '../../platform/identity/users.repository.js';
import {
  AdjustBody,
  PaymentStatusName,
  PlayerWallet,
  ProviderPaymentStatus,
  RefundBody,
  StaffPayment,
  StaffPaymentsPage,
} from './payments.schemas.js';
import type { PaymentRow } from './paymentsDeps.js';
import type { StaffMoneyService } from './staffMoney.service.js';

export interface StaffMoneyRoutesOptions {
  staffMoney: StaffMoneyService;
  users: UsersRepository;
  db: Db;
  audit: AuditLog;
}

const PER_PAGE = 25;

export const staffMoneyRoutes: FastifyPluginAsyncTypebox<StaffMoneyRoutesOptions> = (app, options) => {
  const { staffMoney, users: usersRepository, db, audit } = options;

  const present = async (rows: PaymentRow[]) => {
    const ids = [...new Set(rows.map((row) => row.userId))];
    const logins =
      ids.length === 0
        ? new Map<number, string>()
        : new Map(
            (
              await db.select({ id: users.id, login: users.login }).from(users).where(inArray(users.id, ids))
            ).map((row) => [row.id, row.login]),
          );
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      login: logins.get(row.userId) ?? '',
      provider: row.provider,
      method: row.method,
      amountKopecks: row.amountKopecks,
      bonusKopecks: row.bonusKopecks,
      currency: row.currency,
      status: row.status,
      providerPaymentId: row.providerPaymentId,
      providerStatus: row.providerStatus,
      failure: row.failure,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  };

  app.get(
    '/api/staff/payments',
    {
      config: { permission: 'economy.view' },
      schema: {
        operationId: 'staffPayments',
        summary: 'Staff (economy.view): payments with filters, newest first',
        tags: ['staff'],
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
          status: Type.Optional(ref(PaymentStatusName)),
          provider: Type.Optional(Type.String({ maxLength: 32 })),
          login: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: {
          200: ref(StaffPaymentsPage),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'VALIDATION_FAILED'),
        },
      },
    },
    async (request) => {
      const { page = 1, status, provider, login } = request.query;
      let userId: number | undefined;
      if (login !== undefined && login.trim() !== '') {
        const user = await usersRepository.findByLogin(login.trim());
        if (user === null) return { payments: [], page, hasMore: false };
        userId = user.id;
      }
      const result = await staffMoney.list({
        page,
        perPage: PER_PAGE,
        ...(status === undefined ? {} : { status }),
        ...(provider === undefined || provider === '' ? {} : { provider }),
        ...(userId === undefined ? {} : { userId }),
      });
      return { payments: await present(result.rows), page, hasMore: result.hasMore };
    },
  );

  app.get(
    '/api/staff/payments/:paymentId/provider-status',
    {
      config: { permission: 'economy.view' },
      schema: {
        operationId: 'paymentProviderStatus',
        summary: 'Staff (economy.view): what the provider says about the payment now',
        tags: ['staff'],
        params: Type.Object({ paymentId: Type.String({ maxLength: 64 }) }),
        response: {
          200: ref(ProviderPaymentStatus),
          ...errorResponses('UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'PAYMENT_PROVIDER_FAILED'),
        },
      },
    },
    async (request) => {
      const status = await staffMoney.providerStatus(request.params.paymentId);
      if (status === null) throw new AppError('NOT_FOUND');
      return status;
    },
  );

  app.post(
    '/api/staff/payments/:paymentId/refund',
    {
      config: { permission: 'economy.refund', idempotent: true },
      schema: {
        operationId: 'refundPayment',
        summary:
          'Staff (economy.refund): refund through the provider; the ledger takes back amount and bonus',
        tags: ['staff'],
        params: Type.Object({ paymentId: Type.String({ maxLength: 64 }) }),
        body: ref(RefundBody),
        response: {
          200: ref(StaffPayment),
          ...errorResponses(
            'UNAUTHORIZED',
            'FORBIDDEN',
            'NOT_FOUND',
            'CONFLICT',
            'IDEMPOTENCY_KEY_REUSED',
            'PAYMENT_PROVIDER_FAILED',
          ),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const refunded = await staffMoney.refund(
        request.params.paymentId,
        staff.userId,
        request.body.reason.trim(),
      );
      const [row] = await present([refunded]);
      await audit.record(auditActor(request, staff), {
        action: 'economy.refund',
        targetUser: { id: refunded.userId, login: row?.login ?? '' },
        target: `payment:${refunded.id}`,
        // What went back to the player through the provider (the bonus is only taken off the balance).
        after: {
          status: refunded.status,
          reason: request.body.reason.trim(),
          refundedKopecks: refunded.amountKopecks,
        },
      });
      return row;
    },
  );

  app.post(
    '/api/staff/economy/adjust',
    {
      config: { permission: 'economy.adjust', idempotent: true },
      schema: {
        operationId: 'adjustBalance',
        summary: "Staff (economy.adjust): add to or take from a player's balance or coins, with a reason",
        tags: ['staff'],
        body: ref(AdjustBody),
        response: {
          200: ref(PlayerWallet),
          ...errorResponses(
            'UNAUTHORIZED',
            'FORBIDDEN',
            'NOT_FOUND',
            'VALIDATION_FAILED',
            'IDEMPOTENCY_KEY_REUSED',
          ),
        },
      },
    },
    async (request) => {
      const staff = staffUser(request);
      const { login, currency, amount, reason, category } = request.body;
      if (amount === 0 || reason.trim().length < 3) {
        throw new AppError('VALIDATION_FAILED', {
          ru: 'Укажите ненулевую сумму и причину',
          en: 'Give a non-zero amount and a reason',
        });
      }
      const player = await usersRepository.findByLogin(login.trim());
      if (player === null) throw new AppError('NOT_FOUND', { ru: 'Игрок не найден', en: 'No such player' });
      const wallet = await staffMoney.adjust({
        userId: player.id,
        currency,
        amount,
        actorId: staff.userId,
        reason: reason.trim(),
        category: category ?? 'correction',
        key: request.idempotency?.key?.key ?? `${Date.now()}`,
      });
      await audit.record(auditActor(request, staff), {
        action: 'economy.adjust',
        targetUser: { id: player.id, login: player.login },
        after: { currency, amount, reason: reason.trim(), category: category ?? 'correction', ...wallet },
      });
      return { login: player.login, balanceKopecks: wallet.balanceKopecks, coins: wallet.coins };
    },
  );
  return Promise.resolve();
};
