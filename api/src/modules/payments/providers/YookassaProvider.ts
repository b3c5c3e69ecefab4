import { BlockList, isIPv6 } from 'node:net';

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
} from './PaymentProvider.js';

export interface YookassaConfig {
  shopId: string;
  secretKey: string;
  apiUrl: string;
  /** CIDR ranges notifications may come from (YooKassa publishes its list). */
  trustedNetworks: string[];
}

export function networkList(cidrs: string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', prefix] = cidr.trim().split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * YooKassa API v3. Its notifications are not signed: they are accepted only from its published
 * addresses, and even then only the payment re-fetched with GET /payments/{id} is believed.
 */
export class YookassaProvider implements PaymentProvider {
  readonly id = 'yookassa';
  readonly methods: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['card', 'sbp']);
  private readonly trusted: BlockList;

  constructor(private readonly config: YookassaConfig) {
    this.trusted = networkList(config.trustedNetworks);
  }

  private headers(idempotenceKey?: string): Record<string, string> {
    const basic = Buffer.from(`${this.config.shopId}:${this.config.secretKey}`).toString('base64');
    return {
      authorization: `Basic ${basic}`,
      'content-type': 'application/json',
      ...(idempotenceKey === undefined ? {} : { 'idempotence-key': idempotenceKey }),
    };
  }

  private event(payment: Record<string, unknown>): ProviderEvent {
    const amount = objectOf(payment.amount);
    const rawStatus = stringOf(payment.status, 'status');
    const metadata =
      payment.metadata !== null && typeof payment.metadata === 'object' ? objectOf(payment.metadata) : {};
    const amountKopecks = decimalToKopecks(stringOf(amount.value, 'amount.value'));
    const refunded =
      payment.refunded_amount !== null && typeof payment.refunded_amount === 'object'
        ? decimalToKopecks(stringOf(objectOf(payment.refunded_amount).value, 'refunded_amount.value'))
        : 0;
    const status =
      rawStatus === 'succeeded'
        ? refunded >= amountKopecks && amountKopecks > 0
          ? 'refunded'
          : 'succeeded'
        : rawStatus === 'canceled'
          ? 'canceled'
          : 'pending';
    return {
      providerPaymentId: stringOf(payment.id, 'id'),
      paymentId: typeof metadata.paymentId === 'string' ? metadata.paymentId : null,
      status,
      rawStatus,
      amountKopecks,
      currency: stringOf(amount.currency, 'amount.currency'),
    };
  }

  async create(payment: CreatePayment) {
    const answer = objectOf(
      await callJson(`${this.config.apiUrl}/payments`, {
        method: 'POST',
        // Our payment id is the Idempotence-Key: a retried create returns the same YooKassa payment.
        headers: this.headers(payment.paymentId),
        body: JSON.stringify({
          amount: { value: kopecksToDecimal(payment.amountKopecks), currency: 'RUB' },
          capture: true,
          confirmation: { type: 'redirect', return_url: payment.returnUrl },
          description: payment.description.slice(0, 128),
          metadata: { paymentId: payment.paymentId },
          payment_method_data: { type: payment.method === 'sbp' ? 'sbp' : 'bank_card' },
        }),
      }),
    );
    const confirmation = objectOf(answer.confirmation);
    return {
      providerPaymentId: stringOf(answer.id, 'id'),
      redirectUrl: stringOf(confirmation.confirmation_url, 'confirmation_url'),
    };
  }

  async verifyNotification(notification: { rawBody: string; remoteIp: string }) {
    const ip = notification.remoteIp.replace(/^::ffff:/, '');
    if (!this.trusted.check(ip, isIPv6(ip) ? 'ipv6' : 'ipv4')) {
      throw new NotificationRejected(`notification from ${ip}, outside YooKassa's addresses`);
    }
    const body = objectOf(JSON.parse(notification.rawBody) as unknown);
    const object = objectOf(body.object);
    const event = stringOf(body.event, 'event');
    // A refund notification carries the refund; the payment it belongs to is what we re-fetch.
    const paymentId = event.startsWith('refund.')
      ? stringOf(object.payment_id, 'payment_id')
      : stringOf(object.id, 'id');
    try {
      return [await this.fetchStatus(paymentId)];
    } catch (error) {
      // A notification about a payment YooKassa does not have was not sent by YooKassa: a 4xx.
      if (error instanceof ProviderCallFailed && error.status === 404)
        throw new NotificationRejected(`YooKassa has no payment ${paymentId}`);
      throw error;
    }
  }

  acknowledgement() {
    return { status: 200, body: '', contentType: 'text/plain' };
  }

  async fetchStatus(providerPaymentId: string) {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(providerPaymentId))
      throw new NotificationRejected('not a YooKassa payment id');
    const answer = await callJson(`${this.config.apiUrl}/payments/${providerPaymentId}`, {
      method: 'GET',
      headers: this.headers(),
    });
    return this.event(objectOf(answer));
  }

  async refund(input: { providerPaymentId: string; amountKopecks: number; idempotencyKey: string }) {
    const answer = objectOf(
      await callJson(`${this.config.apiUrl}/refunds`, {
        method: 'POST',
        headers: this.headers(input.idempotencyKey),
        body: JSON.stringify({
          payment_id: input.providerPaymentId,
          amount: { value: kopecksToDecimal(input.amountKopecks), currency: 'RUB' },
        }),
      }),
    );
    return { status: answer.status === 'succeeded' ? ('succeeded' as const) : ('pending' as const) };
  }
}
