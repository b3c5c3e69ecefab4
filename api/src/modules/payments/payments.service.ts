import { randomUUID } from 'node:crypto';

import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.js';
import { moneyAudit, paymentEvents, payments } from '../../db/schema/ledger.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import { adjustmentEntry, paymentRefundEntry, topupEntry } from '../../platform/ledger/entries.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import { THROTTLE_RULES, type Throttle } from '../../platform/throttle/throttle.js';
import type { Ports } from '../../platform/modules/ports.js';
import { returnAddresses } from './paymentReturn.js';
import { bonusFor, type PaymentsConfig } from './paymentsConfig.js';
import {
  PAYMENT_METHODS,
  ProviderCallFailed,
  type IncomingNotification,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderEvent,
} from './providers/PaymentProvider.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];
export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'mismatch' | 'unknown' | 'needs_staff';

const PRESETS_RUBLES = [100, 300, 500, 1000, 3000, 5000];
const OPEN: PaymentStatus[] = ['created', 'pending'];

export interface PaymentsDeps {
  db: Db;
  ledger: Ledger;
  /** Every configured provider by id. */
  providers: Map<string, PaymentProvider>;
  /** Which provider takes each method (a real one first, the test provider otherwise). */
  routing: Partial<Record<PaymentMethod, PaymentProvider>>;
  config: Pick<
    PaymentsConfig,
    'minRubles' | 'maxRubles' | 'pendingMinutes' | 'publicSiteUrl' | 'siteOrigins'
  >;
  /** The owner's switches per method and the bonus tiers (staff site settings), read on every call. */
  settings: Pick<Ports['siteSettings'], 'payments'>;
  /** Where providers post notifications for a provider id. */
  notificationUrl: (provider: string) => string;
  clock: () => Date;
  /** Starts per player (`pay:user:<id>`). */
  throttle: Throttle;
  /** Mismatched and unknown notifications are alarms for whoever reads the logs. */
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/**
 * The inbox row of a notification that is set aside (wrong amount or currency, unknown payment) carries
 * a status of its own, so it never takes the dedupe key (provider, payment, status) of the real state:
 * the correct notification and the reconciliation still apply.
 */
function asideStatus(outcome: 'mismatch' | 'unknown', event: ProviderEvent): string {
  return outcome === 'unknown'
    ? `unknown:${event.status}`
    : `mismatch:${event.status}:${event.amountKopecks} ${event.currency.slice(0, 16)}`;
}

/** Top-ups from the pay page to the ledger: create, notifications, reconciliation, refunds. */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  /** A method is offered when a provider takes it and the owner has not switched it off. */
  private async offered(): Promise<{
    routing: Partial<Record<PaymentMethod, PaymentProvider>>;
    bonusTiers: PaymentsConfig['bonusTiers'];
  }> {
    const { methods, bonusTiers } = await this.deps.settings.payments();
    const routing = Object.fromEntries(
      Object.entries(this.deps.routing).filter(([method]) => methods[method as PaymentMethod]),
    ) as Partial<Record<PaymentMethod, PaymentProvider>>;
    return { routing, bonusTiers };
  }

  async options() {
    const { config } = this.deps;
    const { routing, bonusTiers } = await this.offered();
    return {
      methods: PAYMENT_METHODS.filter((method) => routing[method] !== undefined).map((method) => ({
        method,
        provider: routing[method]?.id ?? '',
      })),
      presets: PRESETS_RUBLES.filter((value) => value >= config.minRubles && value <= config.maxRubles),
      minRubles: config.minRubles,
      maxRubles: config.maxRubles,
      bonusTiers,
    };
  }

  async create(
    userId: number,
    input: { amount: number; method: PaymentMethod; returnTo?: string | undefined },
    locale: Locale,
  ) {
    const { config, db, clock, throttle } = this.deps;
    const { routing, bonusTiers } = await this.offered();
    const provider = routing[input.method];
    if (provider === undefined) {
      throw new AppError(
        'VALIDATION_FAILED',
        { ru: 'Этот способ оплаты сейчас недоступен', en: 'This payment method is not available' },
        { field: 'method' },
      );
    }
    if (
      !Number.isInteger(input.amount) ||
      input.amount < config.minRubles ||
      input.amount > config.maxRubles
    ) {
      throw new AppError(
        'VALIDATION_FAILED',
        {
          ru: `Сумма — целое число рублей от ${config.minRubles} до ${config.maxRubles}`,
          en: `The amount is a whole number of rubles from ${config.minRubles} to ${config.maxRubles}`,
        },
        { field: 'amount' },
      );
    }
    const back = returnAddresses(input.returnTo, config, locale);
    // Every start counts (a started payment is a provider call and a row), success or not.
    await throttle.take([{ key: `pay:user:${userId}`, rule: THROTTLE_RULES.paymentStartsPerPlayer }]);
    const amountKopecks = input.amount * 100;
    const { bonusKopecks } = bonusFor(amountKopecks, bonusTiers);
    const now = clock();
    const id = randomUUID();
    await db.insert(payments).values({
      id,
      userId,
      provider: provider.id,
      method: input.method,
      amountKopecks,
      bonusKopecks,
      status: 'created',
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + config.pendingMinutes * 60_000),
    });
    try {
      const created = await provider.create({
        paymentId: id,
        amountKopecks,
        method: input.method,
        description:
          locale === 'ru' ? `Пополнение баланса, ${input.amount} ₽` : `Balance top-up, ${input.amount} RUB`,
        returnUrl: back.success,
        failUrl: back.failed,
        notificationUrl: this.deps.notificationUrl(provider.id),
      });
      await db
        .update(payments)
        .set({
          status: 'pending',
          providerPaymentId: created.providerPaymentId,
          redirectUrl: created.redirectUrl,
          updatedAt: clock(),
        })
        .where(and(eq(payments.id, id), eq(payments.status, 'created')));
      return { paymentId: id, redirectUrl: created.redirectUrl, bonusKopecks };
    } catch (error) {
      await db
        .update(payments)
        .set({ status: 'failed', failure: (error as Error).message.slice(0, 500), updatedAt: clock() })
        .where(eq(payments.id, id));
      if (error instanceof ProviderCallFailed) throw new AppError('PAYMENT_PROVIDER_FAILED');
      throw error;
    }
  }

  /** A notification: authenticated by its provider, then applied event by event. */
  async notify(providerId: string, notification: IncomingNotification) {
    const provider = this.deps.providers.get(providerId);
    if (provider === undefined) throw new AppError('NOT_FOUND');
    const events = await provider.verifyNotification(notification);
    const outcomes: EventOutcome[] = [];
    for (const event of events) outcomes.push(await this.apply(provider.id, event));
    return { ack: provider.acknowledgement(), outcomes };
  }

  /**
   * One provider state applied exactly once: the inbox's unique key drops replays, the payment row is
   * locked, amount and currency must match, states never move backwards, and the credit is a ledger
   * transaction in the same database transaction as the status change.
   */
  async apply(providerId: string, event: ProviderEvent): Promise<EventOutcome> {
    const { db, ledger, clock } = this.deps;
    return db.transaction(async (tx) => {
      const byProviderId = eq(payments.providerPaymentId, event.providerPaymentId);
      const match =
        event.paymentId === null
          ? byProviderId
          : sql`(${byProviderId} or ${payments.id} = ${event.paymentId})`;
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, providerId), match))
        .for('update');
      const now = clock();
      const record = (outcome: EventOutcome) =>
        tx
          .insert(paymentEvents)
          .values({
            provider: providerId,
            providerPaymentId: event.providerPaymentId,
            status:
              outcome === 'mismatch' || outcome === 'unknown' ? asideStatus(outcome, event) : event.status,
            paymentId: payment?.id ?? null,
            outcome,
            payload: event,
            receivedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
      if (payment === undefined) {
        await record('unknown');
        this.deps.log.warn({ provider: providerId, event }, 'payment notification for an unknown payment');
        return 'unknown';
      }
      const [seen] = await tx
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(
          and(
            eq(paymentEvents.provider, providerId),
            eq(paymentEvents.providerPaymentId, event.providerPaymentId),
            eq(paymentEvents.status, event.status),
          ),
        );
      if (seen !== undefined) return 'duplicate';
      const update = (set: Partial<PaymentRow>) =>
        tx
          .update(payments)
          .set({ providerStatus: event.rawStatus, updatedAt: now, ...set })
          .where(eq(payments.id, payment.id));
      if (event.amountKopecks !== payment.amountKopecks || event.currency !== payment.currency) {
        await record('mismatch');
        // Staff see it as the payment's failure (staff payments list); the state itself is untouched.
        const failure = `provider reported ${event.amountKopecks} ${event.currency} for ${payment.amountKopecks} ${payment.currency}`;
        await tx.update(payments).set({ failure, updatedAt: now }).where(eq(payments.id, payment.id));
        this.deps.log.error(
          { provider: providerId, paymentId: payment.id, event },
          `payment notification mismatch: ${failure}`,
        );
        return 'mismatch';
      }
      let outcome: EventOutcome = 'ignored';
      if (event.status === 'succeeded' && payment.status !== 'succeeded' && payment.status !== 'refunded') {
        // A payment closed as expired can still succeed late: the money arrived, so it is credited.
        await ledger.post(topupEntry(payment), tx);
        await update({ status: 'succeeded', providerPaymentId: event.providerPaymentId });
        outcome = 'applied';
      } else if (
        (event.status === 'failed' || event.status === 'canceled') &&
        OPEN.includes(payment.status)
      ) {
        await update({ status: event.status });
        outcome = 'applied';
      } else if (event.status === 'pending' && payment.status === 'created') {
        await update({ status: 'pending' });
        outcome = 'applied';
      } else if (event.status === 'refunded' && payment.status === 'succeeded') {
        outcome = await this.takeBackRefund(tx, payment, null, 'refunded by the provider');
        if (outcome === 'applied') await update({ status: 'refunded' });
      }
      await record(outcome);
      return outcome;
    });
  }

  /** The refund's ledger entry in a savepoint: a player who already spent the money needs staff. */
  private async takeBackRefund(tx: Db, payment: PaymentRow, actorId: number | null, reason: string) {
    try {
      await tx.transaction((inner) =>
        this.deps.ledger.post(paymentRefundEntry(payment, actorId, reason), inner),
      );
      return 'applied' as const;
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') return 'needs_staff' as const;
      throw error;
    }
  }

  /** The job: asks providers about open payments, then closes those past their time as canceled. */
  async reconcile(): Promise<{ checked: number; expired: number }> {
    const { db, clock } = this.deps;
    const now = clock();
    const open = await db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, OPEN), lt(payments.updatedAt, new Date(now.getTime() - 60_000))))
      .limit(100);
    let checked = 0;
    for (const payment of open) {
      const provider = this.deps.providers.get(payment.provider);
      if (provider === undefined || payment.providerPaymentId === null) continue;
      try {
        const event = await provider.fetchStatus(payment.providerPaymentId, payment.id);
        checked += 1;
        await this.apply(provider.id, event);
      } catch {
        // A provider that does not answer now is asked again on the next round.
      }
    }
    const expired = await db
      .update(payments)
      .set({ status: 'canceled', failure: 'expired', updatedAt: now })
      .where(and(inArray(payments.status, OPEN), lt(payments.expiresAt, now)))
      .returning({ id: payments.id });
    return { checked, expired: expired.length };
  }

  /** The player's latest top-ups that did not reach the balance (yet): the history lists them apart. */
  async uncredited(userId: number) {
    const rows = await this.deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), inArray(payments.status, [...OPEN, 'failed', 'canceled'])))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(10);
    return rows.map((row) => ({
      id: row.id,
      amountKopecks: row.amountKopecks,
      method: row.method,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async find(id: string): Promise<PaymentRow> {
    const [row] = await this.deps.db.select().from(payments).where(eq(payments.id, id));
    if (row === undefined) throw new AppError('NOT_FOUND', { ru: 'Платёж не найден', en: 'No such payment' });
    return row;
  }

  /** Staff: refund through the provider, then take the money and the bonus back in the ledger. */
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
    const { db, ledger, clock } = this.deps;
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (locked?.status !== 'succeeded') return this.find(paymentId);
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
  }

  /** Staff: a manual correction of balance or coins, with its reason, in the ledger and the audit log. */
  async adjust(input: {
    userId: number;
    currency: 'RUB' | 'COIN';
    amount: number;
    actorId: number;
    reason: string;
    category?: string | undefined;
    key: string;
  }) {
    const { db, ledger, clock } = this.deps;
    return db.transaction(async (tx) => {
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

  /** Staff: what the provider says about the payment right now. */
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
