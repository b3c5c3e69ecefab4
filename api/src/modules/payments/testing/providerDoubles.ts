import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

import { heleketSign, phpJson } from '../providers/HeleketProvider.js';
import { tbankToken } from '../providers/TbankProvider.js';

export const DOUBLE_SECRETS = {
  tbank: { terminalKey: 'TestTerminal', password: 'tbank-password' },
  heleket: { merchant: '8b03432e-385b-4670-8d06-064591096795', apiKey: 'heleket-key' },
  yookassa: { shopId: '123456', secretKey: 'test_yookassa_secret' },
};

interface Stored {
  id: string;
  orderId: string;
  amount: number | string;
  status: string;
  refunded?: string;
}

/**
 * One local HTTP server speaking the documented protocols of T-Bank (`/tbank/...`), Heleket
 * (`/heleket/...`) and YooKassa (`/yookassa/...`): it checks our signatures, Basic auth and
 * idempotence keys, and lets a test move a payment's state as the real provider would.
 */
export class ProviderDoubles {
  readonly tbank = new Map<string, Stored>();
  readonly heleket = new Map<string, Stored>();
  readonly yookassa = new Map<string, Stored>();
  readonly yookassaKeys = new Map<string, string>();
  readonly refused: string[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request)
        .then(({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        })
        .catch((error: unknown) => {
          response.writeHead(500);
          response.end(String(error));
        });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : '';
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = request.url ?? '';
    if (path.startsWith('/tbank/'))
      return this.tbankCall(path.slice('/tbank/'.length), JSON.parse(raw) as Record<string, unknown>);
    if (path.startsWith('/heleket/')) return this.heleketCall(path.slice('/heleket/'.length), raw, request);
    if (path.startsWith('/yookassa/'))
      return this.yookassaCall(path.slice('/yookassa/'.length), raw, request);
    return { status: 404, body: {} };
  }

  private tbankCall(method: string, body: Record<string, unknown>) {
    const { terminalKey, password } = DOUBLE_SECRETS.tbank;
    if (body.TerminalKey !== terminalKey || body.Token !== tbankToken(body, password)) {
      this.refused.push(`tbank ${method}`);
      return { status: 200, body: { Success: false, ErrorCode: '204', Message: 'Неверный токен' } };
    }
    if (method === 'Init') {
      const id = String(Math.floor(Math.random() * 1e9));
      this.tbank.set(id, { id, orderId: String(body.OrderId), amount: Number(body.Amount), status: 'NEW' });
      return {
        status: 200,
        body: {
          Success: true,
          ErrorCode: '0',
          Status: 'NEW',
          PaymentId: id,
          PaymentURL: `${this.url}/tbank/pay/${id}`,
        },
      };
    }
    const stored = this.tbank.get(String(body.PaymentId));
    if (stored === undefined) return { status: 200, body: { Success: false, ErrorCode: '7' } };
    if (method === 'Cancel') stored.status = 'REFUNDED';
    return {
      status: 200,
      body: {
        Success: true,
        ErrorCode: '0',
        TerminalKey: terminalKey,
        Status: stored.status,
        PaymentId: stored.id,
        OrderId: stored.orderId,
        Amount: stored.amount,
      },
    };
  }

  /** The notification T-Bank would send for a payment in its current state. */
  tbankNotification(id: string, overrides: Record<string, unknown> = {}): string {
    const stored = this.tbank.get(id);
    if (stored === undefined) throw new Error(`no T-Bank payment ${id}`);
    const body: Record<string, unknown> = {
      TerminalKey: DOUBLE_SECRETS.tbank.terminalKey,
      OrderId: stored.orderId,
      Success: true,
      Status: stored.status,
      PaymentId: Number(id),
      ErrorCode: '0',
      Amount: stored.amount,
      CardId: 1234,
      Pan: '430000******0777',
      ExpDate: '1230',
      ...overrides,
    };
    return JSON.stringify({ ...body, Token: tbankToken(body, DOUBLE_SECRETS.tbank.password) });
  }

  private heleketCall(path: string, raw: string, request: IncomingMessage) {
    const { merchant, apiKey } = DOUBLE_SECRETS.heleket;
    if (request.headers.merchant !== merchant || request.headers.sign !== heleketSign(raw, apiKey)) {
      this.refused.push(`heleket ${path}`);
      return { status: 401, body: { state: 1, message: 'Unauthorized' } };
    }
    const body = JSON.parse(raw) as Record<string, unknown>;
    if (path === 'payment') {
      const existing = [...this.heleket.values()].find((item) => item.orderId === body.order_id);
      const stored = existing ?? {
        id: randomUUID(),
        orderId: String(body.order_id),
        amount: String(body.amount),
        status: 'check',
      };
      this.heleket.set(stored.id, stored);
      return { status: 200, body: { state: 0, result: this.heleketResult(stored) } };
    }
    const stored = this.heleket.get(String(body.uuid));
    if (stored === undefined) return { status: 404, body: { state: 1 } };
    return { status: 200, body: { state: 0, result: this.heleketResult(stored) } };
  }

  private heleketResult(stored: Stored) {
    return {
      uuid: stored.id,
      order_id: stored.orderId,
      amount: stored.amount,
      currency: 'RUB',
      payment_status: stored.status,
      url: `${this.url}/heleket/pay/${stored.id}`,
    };
  }

  /** Heleket's webhook: the payload signed over its PHP-style JSON (slashes escaped). */
  heleketWebhook(id: string, overrides: Record<string, unknown> = {}): string {
    const stored = this.heleket.get(id);
    if (stored === undefined) throw new Error(`no Heleket payment ${id}`);
    const body = {
      type: 'payment',
      uuid: stored.id,
      order_id: stored.orderId,
      amount: stored.amount,
      payment_amount: '0.00',
      merchant_amount: '0.00',
      currency: 'RUB',
      network: 'tron',
      status: stored.status,
      is_final: true,
      additional_data: 'https://example.com/a/b',
      ...overrides,
    };
    const sign = heleketSign(phpJson(body), DOUBLE_SECRETS.heleket.apiKey);
    return phpJson({ ...body, sign });
  }

  private yookassaCall(path: string, raw: string, request: IncomingMessage) {
    const { shopId, secretKey } = DOUBLE_SECRETS.yookassa;
    if (
      request.headers.authorization !== `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`
    ) {
      this.refused.push(`yookassa ${path}`);
      return { status: 401, body: { type: 'error', code: 'invalid_credentials' } };
    }
    const key = request.headers['idempotence-key'];
    if (request.method === 'POST' && typeof key !== 'string') {
      return {
        status: 400,
        body: { type: 'error', code: 'invalid_request', description: 'Idempotence-Key required' },
      };
    }
    if (path === 'payments' && request.method === 'POST') {
      const known = this.yookassaKeys.get(String(key));
      const body = JSON.parse(raw) as { amount: { value: string }; metadata: { paymentId: string } };
      const stored = (known === undefined ? undefined : this.yookassa.get(known)) ?? {
        id: randomUUID(),
        orderId: body.metadata.paymentId,
        amount: body.amount.value,
        status: 'pending',
      };
      this.yookassa.set(stored.id, stored);
      this.yookassaKeys.set(String(key), stored.id);
      return {
        status: 200,
        body: {
          ...this.yookassaPayment(stored),
          confirmation: { type: 'redirect', confirmation_url: `${this.url}/yookassa/pay/${stored.id}` },
        },
      };
    }
    if (path === 'refunds') {
      const body = JSON.parse(raw) as { payment_id: string; amount: { value: string } };
      const stored = this.yookassa.get(body.payment_id);
      if (stored === undefined) return { status: 404, body: {} };
      stored.refunded = body.amount.value;
      return {
        status: 200,
        body: { id: randomUUID(), payment_id: stored.id, status: 'succeeded', amount: body.amount },
      };
    }
    const stored = this.yookassa.get(path.replace(/^payments\//, ''));
    if (stored === undefined) return { status: 404, body: { type: 'error', code: 'not_found' } };
    return { status: 200, body: this.yookassaPayment(stored) };
  }

  yookassaPayment(stored: Stored) {
    return {
      id: stored.id,
      status: stored.status,
      paid: stored.status === 'succeeded',
      amount: { value: stored.amount, currency: 'RUB' },
      metadata: { paymentId: stored.orderId },
      ...(stored.refunded === undefined
        ? {}
        : { refunded_amount: { value: stored.refunded, currency: 'RUB' } }),
    };
  }
}
