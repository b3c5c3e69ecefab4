import { and, inArray, lt } from 'drizzle-orm';

import { payments } from '../../db/schema/ledger.js';
import type { PaymentNotificationsService } from './paymentNotifications.service.js';
import { OPEN_STATUSES, type PaymentsDeps } from './paymentsDeps.js';

export type PaymentReconciliationDeps = Pick<PaymentsDeps, 'db' | 'providers' | 'clock'> & {
  /** A state fetched from the provider goes through the same exactly-once path as a notification. */
  notifications: Pick<PaymentNotificationsService, 'apply'>;
};

/** The periodic job over open payments, for notifications that never came. */
export class PaymentReconciliationService {
  constructor(private readonly deps: PaymentReconciliationDeps) {}

  /** Asks providers about open payments, then closes those past their time as canceled. */
  async reconcile(): Promise<{ checked: number; expired: number }> {
    const { db, clock } = this.deps;
    const now = clock();
    const open = await db
      .select()
      .from(payments)
      .where(
        and(
          inArray(payments.status, OPEN_STATUSES),
          lt(payments.updatedAt, new Date(now.getTime() - 60_000)),
        ),
      )
      .limit(100);
    let checked = 0;
    for (const payment of open) {
      const provider = this.deps.providers.get(payment.provider);
      if (provider === undefined || payment.providerPaymentId === null) continue;
      try {
        const event = await provider.fetchStatus(payment.providerPaymentId, payment.id);
        checked += 1;
        await this.deps.notifications.apply(provider.id, event);
      } catch {
        // A provider that does not answer now is asked again on the next round.
      }
    }
    const expired = await db
      .update(payments)
      .set({ status: 'canceled', failure: 'expired', updatedAt: now })
      .where(and(inArray(payments.status, OPEN_STATUSES), lt(payments.expiresAt, now)))
      .returning({ id: payments.id });
    return { checked, expired: expired.length };
  }
}
