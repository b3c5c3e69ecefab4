import { and, desc, eq, type SQL } from 'drizzle-orm';

import { moneyAudit, payments } from '../../db/schema/ledger.js';
import { AppError } from '../../platform/errors/AppError.js';
import { adjustmentEntry, paymentRefundEntry } from '../../platform/ledger/entries.js';
import {
  type PaymentRow,
  type PaymentStatus,
  type PaymentsDeps,
  refundNotTakenBackNote,
} from './paymentsDeps.js';
import { ProviderCallFailed } from './providers/PaymentProvider.js';

export type StaffMoneyDeps = Pick<PaymentsDeps, 'db' | 'ledger' | 'providers' | 'clock'>;

/** What staff do with money: list payments, ask a provider, refund, adjust a balance. */
export class StaffMoneyService {
  constructor(private readonly deps: StaffMoneyDeps) {}

  async find(id: string): Promise<PaymentRow> {
    const [row] = await this.deps.db.select().from(payments).where(eq(payments.id, id));
    if (row === undefined) throw new AppError('NOT_FOUND', { ru: 'Платёж не найден', en: 'No such payment' });
    return row;
  }

  /** Refund through the provider, then take the money and the bonus back in the ledger. */
  async refund(paymentId: string, actorId: number, reason: string) {
    const payment = await this.find(paymentId);
    if (payment.status !== 'succeeded' || payment.providerPaymentId === null) {
      throw new AppError('CONFLICT', {
        ru: 'Вернуть можно только успешный платёж',
        en: 'Only a succeeded payment can be refunded',
      });
    }
    const provider = this.deps.providers.get(payment.provider);
    if (provider === undefined) throw new AppError('PAYMENT_PROVIDER_FAILED');
    // Check the player can give the money back before asking the provider to send it.
    const { balanceKopecks } = await this.deps.ledger.balances(payment.userId);
    if (balanceKopecks < payment.amountKopecks + payment.bonusKopecks) {
      throw new AppError('INSUFFICIENT_FUNDS', {
        ru: 'У игрока уже нет этой суммы на балансе: сначала скорректируйте баланс',
        en: 'The player no longer holds this amount: adjust the balance first',
      });
    }
    try {
      await provider.refund({
        providerPaymentId: payment.providerPaymentId,
        paymentId: payment.id,
        amountKopecks: payment.amountKopecks,
        idempotencyKey: `refund-${payment.id}`,
      });
    } catch (error) {
      if (error instanceof ProviderCallFailed) throw new AppError('PAYMENT_PROVIDER_FAILED');
      throw error;
    }
    const { ledger, clock, db } = this.deps;
    const takenBack = ledger.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (locked === undefined) throw new AppError('NOT_FOUND');
      // Refunded by a parallel click or the provider's own notification meanwhile: nothing more to take.
      if (locked.status !== 'succeeded') return locked;
      const posted = await ledger.post(paymentRefundEntry(locked, actorId, reason), tx);
      const now = clock();
      await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, paymentId));
      await tx.insert(moneyAudit).values({
        actorId,
        action: 'refund',
        targetUserId: locked.userId,
        paymentId,
        transactionId: posted.transactionId,
        reason,
        detail: { amountKopecks: locked.amountKopecks, bonusKopecks: locked.bonusKopecks },
        createdAt: now,
      });
      return { ...locked, status: 'refunded' as const, updatedAt: now };
    });
    // The balance was checked before the provider was asked, but the player may spend it while the
    // provider answers; the money has gone back by then, so staff must see it on the payment.
    try {
      return await takenBack;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
      await db
        .update(payments)
        .set({ failure: refundNotTakenBackNote(payment), updatedAt: clock() })
        .where(eq(payments.id, paymentId));
      throw new AppError('INSUFFICIENT_FUNDS', {
        ru: 'Платёжная система вернула деньги, но игрок успел их потратить: платёж отмечен для разбора',
        en: 'The provider has returned the money, but the player spent it meanwhile: the payment is marked for staff',
      });
    }
  }

  /** A manual correction of balance or coins, with its reason, in the ledger and the audit log. */
  async adjust(input: {
    userId: number;
    currency: 'RUB' | 'COIN';
    amount: number;
    actorId: number;
    reason: string;
    category?: string | undefined;
    key: string;
  }) {
    const { ledger, clock } = this.deps;
    return ledger.transaction(async (tx) => {
      const posted = await ledger.post(
        adjustmentEntry({
          ...input,
          ...(input.category === undefined ? {} : { category: input.category }),
          reference: `adjust:${input.actorId}:${input.key}`,
        }),
        tx,
      );
      if (posted.created) {
        await tx.insert(moneyAudit).values({
          actorId: input.actorId,
          action: 'adjust',
          targetUserId: input.userId,
          transactionId: posted.transactionId,
          reason: input.reason,
          detail: { currency: input.currency, amount: input.amount },
          createdAt: clock(),
        });
      }
      return ledger.balances(input.userId, tx);
    });
  }

  async list(filter: {
    status?: PaymentStatus;
    provider?: string;
    userId?: number;
    page: number;
    perPage: number;
  }) {
    const conditions: SQL[] = [];
    if (filter.status !== undefined) conditions.push(eq(payments.status, filter.status));
    if (filter.provider !== undefined) conditions.push(eq(payments.provider, filter.provider));
    if (filter.userId !== undefined) conditions.push(eq(payments.userId, filter.userId));
    const rows = await this.deps.db
      .select()
      .from(payments)
      .where(conditions.length === 0 ? undefined : and(...conditions))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(filter.perPage + 1)
      .offset((filter.page - 1) * filter.perPage);
    return { rows: rows.slice(0, filter.perPage), hasMore: rows.length > filter.perPage };
  }

  /** What the provider says about the payment right now. */
  async providerStatus(paymentId: string) {
    const payment = await this.find(paymentId);
    const provider = this.deps.providers.get(payment.provider);
    if (provider === undefined || payment.providerPaymentId === null) return null;
    try {
      return await provider.fetchStatus(payment.providerPaymentId, payment.id);
    } catch {
      throw new AppError('PAYMENT_PROVIDER_FAILED');
    }
  }
}
