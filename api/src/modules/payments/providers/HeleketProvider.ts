import { createHash } from 'node:crypto';

import { sameSecret } from '../../../platform/auth/secrets.js';
import { AppError } from '../../../platform/errors/AppError.js';
import {
  callJson,
  decimalToKopecks,
  kopecksToDecimal,
  NotificationRejected,
  objectOf,
  ProviderCallFailed,
  stringOf,
  type CreatePayment,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderStatus,
} from './PaymentProvider.js';

export interface HeleketConfig {
  merchant: string;
  apiKey: string;
  apiUrl: string;
}

/** PHP's json_encode(..., JSON_UNESCAPED_UNICODE): like JSON.stringify, but `/` is escaped as `\/`. */
export function phpJson(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, '\\/');
}

/** Heleket's sign (doc.heleket.com/general/request-format): md5(base64(json) + API key). */
export function heleketSign(json: string, apiKey: string): string {
  return createHash('md5')
    .update(Buffer.from(json, 'utf8').toString('base64') + apiKey)
    .digest('hex');
}

const STATUS: Record<string, ProviderStatus> = {
  paid: 'succeeded',
  paid_over: 'succeeded',
  wrong_amount: 'failed',
  fail: 'failed',
  system_fail: 'failed',
  cancel: 'canceled',
  refund_paid: 'refunded',
};

/** Heleket (crypto): invoices priced in rubles, webhooks signed with md5(base64(json) + key). */
export class HeleketProvider implements PaymentProvider {
  readonly id = 'heleket';
  readonly methods: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['crypto']);

  constructor(private readonly config: HeleketConfig) {}

  private async call(path: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const json = phpJson(params);
    const answer = objectOf(
      await callJson(`${this.config.apiUrl}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          merchant: this.config.merchant,
          sign: heleketSign(json, this.config.apiKey),
        },
        body: json,
      }).catch((error: unknown) => {
        if (error instanceof NotificationRejected) throw new ProviderCallFailed(error.message);
        throw error;
      }),
    );
    if (answer.state !== 0)
      throw new ProviderCallFailed(`Heleket ${path}: ${JSON.stringify(answer).slice(0, 300)}`);
    return objectOf(answer.result);
  }

  private event(body: Record<string, unknown>): ProviderEvent {
    const rawStatus = stringOf(body.payment_status ?? body.status, 'status');
    return {
      providerPaymentId: stringOf(body.uuid, 'uuid'),
      paymentId: typeof body.order_id === 'string' ? body.order_id : null,
      status: STATUS[rawStatus] ?? 'pending',
      rawStatus,
      amountKopecks: decimalToKopecks(stringOf(body.amount, 'amount')),
      currency: stringOf(body.currency, 'currency'),
    };
  }

  async create(payment: CreatePayment) {
    // Re-posting an existing order_id returns the existing invoice: a retried create opens no second one.
    const result = await this.call('payment', {
      amount: kopecksToDecimal(payment.amountKopecks),
      currency: 'RUB',
      order_id: payment.paymentId,
      url_callback: payment.notificationUrl,
      url_return: payment.failUrl,
      url_success: payment.returnUrl,
      lifetime: 3600,
    });
    return { providerPaymentId: stringOf(result.uuid, 'uuid'), redirectUrl: stringOf(result.url, 'url') };
  }

  verifyNotification(notification: { rawBody: string }) {
    const body = objectOf(JSON.parse(notification.rawBody) as unknown);
    const given = typeof body.sign === 'string' ? body.sign : '';
    const { sign: _sign, ...unsigned } = body;
    const expected = heleketSign(phpJson(unsigned), this.config.apiKey);
    if (!sameSecret(given, expected)) {
      return Promise.reject(new NotificationRejected('bad Heleket sign'));
    }
    return Promise.resolve([this.event(body)]);
  }

  acknowledgement() {
    return { status: 200, body: 'OK', contentType: 'text/plain' };
  }

  async fetchStatus(providerPaymentId: string) {
    return this.event(await this.call('payment/info', { uuid: providerPaymentId }));
  }

  refund(): Promise<{ status: 'succeeded' | 'pending' }> {
    // Heleket refunds go to a crypto address the player names, signed with the payout key: by hand.
    return Promise.reject(
      new AppError('CONFLICT', {
        ru: 'Криптоплатежи возвращаются вручную в кабинете Heleket; затем отразите возврат корректировкой',
        en: 'Crypto payments are refunded by hand in Heleket; then record it with an adjustment',
      }),
    );
  }
}
