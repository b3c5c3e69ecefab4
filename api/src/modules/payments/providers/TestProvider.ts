import { createHmac, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { sameSecret } from '../../../platform/auth/secrets.js';
import type { Db } from '../../../db/client.js';
import { testCheckoutPayments } from '../../../db/schema/ledger.js';
import {
  NotificationRejected,
  objectOf,
  stringOf,
  type CreatePayment,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderStatus,
} from './PaymentProvider.js';

export const TEST_SIGNATURE_HEADER = 'x-test-signature';

export function testSignature(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export type CheckoutDecision = 'pay' | 'fail' | 'cancel' | 'wrong_amount';

/**
 * The embedded default provider: a local checkout page (Pay, Fail, Cancel, wrong amount) whose
 * decision reaches the api as an HMAC-signed notification through the same pipeline as the real
 * providers' notifications. For development and tests only: it refuses production.
 */
export class TestProvider implements PaymentProvider {
  readonly id = 'test';
  readonly methods: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['card', 'sbp', 'crypto']);

  constructor(
    private readonly db: Db,
    private readonly options: {
      secret: string;
      checkoutBaseUrl: string;
      production: boolean;
      clock: () => Date;
    },
  ) {
    if (options.production)
      throw new Error('the test payment provider refuses to run with NODE_ENV=production');
  }

  async create(payment: CreatePayment) {
    const id = `test_${randomUUID()}`;
    await this.db.insert(testCheckoutPayments).values({
      id,
      paymentId: payment.paymentId,
      amountKopecks: payment.amountKopecks,
      method: payment.method,
      description: payment.description,
      status: 'pending',
      returnUrl: payment.returnUrl,
      failUrl: payment.failUrl,
      notificationUrl: payment.notificationUrl,
      createdAt: this.options.clock(),
    });
    return { providerPaymentId: id, redirectUrl: `${this.options.checkoutBaseUrl}/${id}` };
  }

  async checkout(id: string) {
    const [row] = await this.db.select().from(testCheckoutPayments).where(eq(testCheckoutPayments.id, id));
    return row ?? null;
  }

  /** The checkout page's button: records the decision and sends the signed notification. */
  async decide(id: string, decision: CheckoutDecision): Promise<{ redirectTo: string } | null> {
    const row = await this.checkout(id);
    if (row === null) return null;
    if (row.status !== 'pending')
      return { redirectTo: row.status === 'succeeded' ? row.returnUrl : row.failUrl };
    const status: ProviderStatus =
      decision === 'pay' || decision === 'wrong_amount'
        ? 'succeeded'
        : decision === 'fail'
          ? 'failed'
          : 'canceled';
    await this.db.update(testCheckoutPayments).set({ status }).where(eq(testCheckoutPayments.id, id));
    const amount = decision === 'wrong_amount' ? row.amountKopecks - 100 : row.amountKopecks;
    await this.notify(row.notificationUrl, { id, paymentId: row.paymentId, status, amount, currency: 'RUB' });
    return { redirectTo: status === 'succeeded' ? row.returnUrl : row.failUrl };
  }

  /** Posts a signed notification; a lost one is what the reconciliation job is for. */
  async notify(url: string, body: Record<string, unknown>): Promise<void> {
    const raw = JSON.stringify(body);
    try {
      await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TEST_SIGNATURE_HEADER]: testSignature(raw, this.options.secret),
        },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      // Like a real provider, the test one does not block the buyer on its own notification.
    }
  }

  verifyNotification(notification: { rawBody: string; headers: Record<string, string | undefined> }) {
    const given = notification.headers[TEST_SIGNATURE_HEADER] ?? '';
    const expected = testSignature(notification.rawBody, this.options.secret);
    if (!sameSecret(given, expected)) {
      return Promise.reject(new NotificationRejected('bad test signature'));
    }
    const body = objectOf(JSON.parse(notification.rawBody) as unknown);
    const status = stringOf(body.status, 'status');
    if (!['pending', 'succeeded', 'failed', 'canceled', 'refunded'].includes(status)) {
      return Promise.reject(new NotificationRejected(`unknown status ${status}`));
    }
    const event: ProviderEvent = {
      providerPaymentId: stringOf(body.id, 'id'),
      paymentId: stringOf(body.paymentId, 'paymentId'),
      status: status as ProviderStatus,
      rawStatus: status,
      amountKopecks: Number(stringOf(body.amount, 'amount')),
      currency: stringOf(body.currency, 'currency'),
    };
    return Promise.resolve([event]);
  }

  acknowledgement() {
    return { status: 200, body: 'OK', contentType: 'text/plain' };
  }

  async fetchStatus(providerPaymentId: string): Promise<ProviderEvent> {
    const row = await this.checkout(providerPaymentId);
    if (row === null) throw new NotificationRejected(`no test payment ${providerPaymentId}`);
    return {
      providerPaymentId,
      paymentId: row.paymentId,
      status: row.status,
      rawStatus: row.status,
      amountKopecks: row.amountKopecks,
      currency: 'RUB',
    };
  }

  async refund(input: { providerPaymentId: string }) {
    await this.db
      .update(testCheckoutPayments)
      .set({ status: 'refunded' })
      .where(eq(testCheckoutPayments.id, input.providerPaymentId));
    return { status: 'succeeded' as const };
  }
}
