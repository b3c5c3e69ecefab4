import { and, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { paymentEvents, payments } from '../../db/schema/ledger.js';
import { AppError } from '../../platform/errors/AppError.js';
import { paymentRefundEntry, topupEntry } from '../../platform/ledger/entries.js';
import { OPEN_STATUSES, type PaymentRow, type PaymentsDeps, refundNotTakenBackNote } from './paymentsDeps.js';
import type { IncomingNotification, ProviderEvent } from './providers/PaymentProvider.js';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'mismatch' | 'unknown' | 'needs_staff';

export type PaymentNotificationsDeps = Pick<PaymentsDeps, 'db' | 'ledger' | 'providers' | 'clock' | 'log'>;

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

/** What providers report about a payment, applied to it: the top-up's credit, failure or refund. */
export class PaymentNotificationsService {
  constructor(private readonly deps: PaymentNotificationsDeps) {}

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
    const { ledger, clock } = this.deps;
    return ledger.transaction(async (tx) => {
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
        OPEN_STATUSES.includes(payment.status)
      ) {
        await update({ status: event.status });
        outcome = 'applied';
      } else if (event.status === 'pending' && payment.status === 'created') {
        await update({ status: 'pending' });
        outcome = 'applied';
      } else if (event.status === 'refunded' && payment.status === 'succeeded') {
        outcome = await this.takeBackRefund(tx, payment, null, 'refunded by the provider');
        if (outcome === 'applied') await update({ status: 'refunded' });
        else {
          const failure = refundNotTakenBackNote(payment);
          await update({ failure });
          this.deps.log.warn({ provider: providerId, paymentId: payment.id }, failure);
        }
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
}
