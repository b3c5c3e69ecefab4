import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.js';
import type { payments } from '../../db/schema/ledger.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import type { Ports } from '../../platform/modules/ports.js';
import type { Throttle } from '../../platform/throttle/throttle.js';
import type { PaymentsConfig } from './paymentsConfig.js';
import type { PaymentMethod, PaymentProvider } from './providers/PaymentProvider.js';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

/** States a provider may still move forward: reconciliation asks about them, expiry closes them. */
export const OPEN_STATUSES: PaymentStatus[] = ['created', 'pending'];

/**
 * The payment's note (staff payments list) when the provider has sent the money back but the player's
 * balance no longer holds it, spent meanwhile: the ledger never goes below zero, so the refund is not
 * taken back there and the payment stays `succeeded` until staff settle it with the player.
 */
export function refundNotTakenBackNote(payment: Pick<PaymentRow, 'amountKopecks' | 'bonusKopecks'>): string {
  const kopecks = payment.amountKopecks + payment.bonusKopecks;
  return `refunded by the provider, but the balance no longer held ${(kopecks / 100).toFixed(2)} RUB: not taken back, settle with the player`;
}

/** Everything the payments services are built from; each service picks the few it needs. */
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
