import { createHash } from 'node:crypto';

import { sameSecret } from '../../../platform/auth/secrets.js';
import {
  callJson,
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

export interface TbankConfig {
  terminalKey: string;
  password: string;
  apiUrl: string;
}

/**
 * T-Bank's Token (developer.tbank.ru/eacq/intro/developer/token): the root-level scalar values plus
 * Password, sorted by key, concatenated, SHA-256 in hex. Nested objects (DATA, Receipt) stay out.
 */
export function tbankToken(params: Record<string, unknown>, password: string): string {
  const pairs: Record<string, string> = { Password: password };
  for (const [key, value] of Object.entries(params)) {
    if (key === 'Token') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      pairs[key] = String(value);
    }
  }
  const joined = Object.keys(pairs)
    .sort()
    .map((key) => pairs[key])
    .join('');
  return createHash('sha256').update(joined).digest('hex');
}

// One-stage payments report AUTHORIZED then CONFIRMED; only CONFIRMED means the money is ours.
const STATUS: Record<string, ProviderStatus> = {
  CONFIRMED: 'succeeded',
  REJECTED: 'failed',
  AUTH_FAIL: 'failed',
  CANCELED: 'canceled',
  DEADLINE_EXPIRED: 'canceled',
  REVERSED: 'canceled',
  REFUNDED: 'refunded',
};

/** T-Bank internet acquiring, API v2: Init, notifications signed with Token, GetState, Cancel. */
export class TbankProvider implements PaymentProvider {
  readonly id = 'tbank';
  readonly methods: ReadonlySet<PaymentMethod> = new Set<PaymentMethod>(['card', 'sbp']);

  constructor(private readonly config: TbankConfig) {}

  private async call(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
    const body = { TerminalKey: this.config.terminalKey, ...params };
    const signed = { ...body, Token: tbankToken(body, this.config.password) };
    const answer = objectOf(
      await callJson(`${this.config.apiUrl}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signed),
      }).catch((error: unknown) => {
        if (error instanceof NotificationRejected) throw new ProviderCallFailed(error.message);
        throw error;
      }),
    );
    if (answer.Success !== true) {
      throw new ProviderCallFailed(
        `T-Bank ${method}: error ${String(answer.ErrorCode)} ${typeof answer.Message === 'string' ? answer.Message : ''}`,
      );
    }
    return answer;
  }

  async create(payment: CreatePayment) {
    const answer = await this.call('Init', {
      Amount: payment.amountKopecks,
      OrderId: payment.paymentId,
      Description: payment.description,
      NotificationURL: payment.notificationUrl,
      SuccessURL: payment.returnUrl,
      FailURL: payment.failUrl,
    });
    return {
      providerPaymentId: String(answer.PaymentId),
      redirectUrl: stringOf(answer.PaymentURL, 'PaymentURL'),
    };
  }

  private event(body: Record<string, unknown>): ProviderEvent {
    const rawStatus = stringOf(body.Status, 'Status');
    return {
      providerPaymentId: stringOf(body.PaymentId, 'PaymentId'),
      paymentId: typeof body.OrderId === 'string' ? body.OrderId : null,
      status: STATUS[rawStatus] ?? 'pending',
      rawStatus,
      amountKopecks: Number(stringOf(body.Amount, 'Amount')),
      currency: 'RUB',
    };
  }

  verifyNotification(notification: { rawBody: string }) {
    const body = objectOf(JSON.parse(notification.rawBody) as unknown);
    if (body.TerminalKey !== this.config.terminalKey) {
      return Promise.reject(new NotificationRejected('another terminal'));
    }
    const given = typeof body.Token === 'string' ? body.Token : '';
    const expected = tbankToken(body, this.config.password);
    if (!sameSecret(given, expected)) {
      return Promise.reject(new NotificationRejected('bad T-Bank Token'));
    }
    return Promise.resolve([this.event(body)]);
  }

  acknowledgement() {
    // Anything but a 200 with "OK" makes T-Bank send the notification again.
    return { status: 200, body: 'OK', contentType: 'text/plain' };
  }

  async fetchStatus(providerPaymentId: string) {
    return this.event(await this.call('GetState', { PaymentId: providerPaymentId }));
  }

  async refund(input: { providerPaymentId: string; amountKopecks: number }) {
    const answer = await this.call('Cancel', {
      PaymentId: input.providerPaymentId,
      Amount: input.amountKopecks,
    });
    return {
      status:
        answer.Status === 'REFUNDED' || answer.Status === 'REVERSED'
          ? ('succeeded' as const)
          : ('pending' as const),
    };
  }
}
