import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkLedger } from '../../platform/ledger/checkLedger.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { DEFAULT_PAYMENTS_CONFIG } from './payments.module.js';
import { heleketSign, phpJson } from './providers/HeleketProvider.js';
import { tbankToken } from './providers/TbankProvider.js';
import { DOUBLE_SECRETS, ProviderDoubles } from './testing/providerDoubles.js';

const doubles = new ProviderDoubles();
let t: TestApp;
let steve: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  await doubles.start();
  t = await createTestApp({
    config: {
      payments: {
        ...DEFAULT_PAYMENTS_CONFIG,
        test: undefined,
        tbank: { ...DOUBLE_SECRETS.tbank, apiUrl: `${doubles.url}/tbank` },
        heleket: { ...DOUBLE_SECRETS.heleket, apiUrl: `${doubles.url}/heleket` },
        // Cards through T-Bank, SBP through YooKassa (which would otherwise take both).
        preferred: { card: 'tbank' },
        yookassa: {
          ...DOUBLE_SECRETS.yookassa,
          apiUrl: `${doubles.url}/yookassa`,
          trustedNetworks: ['185.71.76.0/27', '127.0.0.1/32'],
        },
      },
    },
  });
  steve = await signIn(t.app, 'steve');
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await doubles.stop();
});

async function balance(): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/cabinet', headers: steve });
  return Math.round(response.json<{ balance: number }>().balance * 100);
}

async function pay(amount: number, method: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/pay',
    headers: { ...steve, 'x-idempotency-key': randomUUID() },
    payload: { amount, method },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ paymentId: string; redirectUrl: string }>();
  return { ...body, providerId: body.redirectUrl.split('/').pop() ?? '' };
}

/** A card payment T-Bank reports as CONFIRMED. */
async function confirmedTbankPayment(amount: number) {
  const payment = await pay(amount, 'card');
  const stored = doubles.tbank.get(payment.providerId);
  if (stored === undefined) throw new Error('not created');
  stored.status = 'CONFIRMED';
  return { ...payment, stored };
}

/** The reconciliation job, run five minutes from now (it skips payments updated in the last minute). */
async function reconcileLater() {
  t.setNow(new Date(Date.now() + 5 * 60_000));
  await t.app.inject({
    method: 'POST',
    url: '/api-system/payments/reconcile',
    headers: { 'x-system-token': 'test-system-token' },
  });
  t.setNow(undefined);
}

function notify(provider: string, raw: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: `/payments/notify/${provider}`,
    headers: { 'content-type': 'application/json' },
    payload: raw,
    remoteAddress,
  });
}

describe('T-Bank', () => {
  it('signs Init, credits only on CONFIRMED, answers OK, and ignores replays and late statuses', async () => {
    const before = await balance();
    const payment = await pay(500, 'card');
    expect(payment.redirectUrl).toContain('/tbank/pay/');
    const stored = doubles.tbank.get(payment.providerId);
    expect(stored?.amount).toBe(50000);
    if (stored === undefined) return;
    stored.status = 'AUTHORIZED';
    const authorized = await notify('tbank', doubles.tbankNotification(payment.providerId));
    expect(authorized.body).toBe('OK');
    expect(await balance()).toBe(before);
    stored.status = 'CONFIRMED';
    const confirmed = await notify('tbank', doubles.tbankNotification(payment.providerId));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toBe('OK');
    expect(await balance()).toBe(before + 50000);
    // Retries of the same notification, and the AUTHORIZED one arriving late, change nothing.
    await notify('tbank', doubles.tbankNotification(payment.providerId));
    await notify('tbank', doubles.tbankNotification(payment.providerId, { Status: 'AUTHORIZED' }));
    expect(await balance()).toBe(before + 50000);
  });

  it('refuses a forged Token and a wrong amount', async () => {
    const before = await balance();
    const payment = await confirmedTbankPayment(300);
    const body = JSON.parse(doubles.tbankNotification(payment.providerId)) as Record<string, unknown>;
    const forged = await notify('tbank', JSON.stringify({ ...body, Amount: 3_000_000 }));
    expect(forged.statusCode).toBe(400);
    const { Token: _token, ...rest } = body;
    const unsigned = { ...rest, Amount: 3_000_000 };
    // Signed correctly but for another amount than we asked: recorded, never credited.
    const wrong = await notify(
      'tbank',
      JSON.stringify({ ...unsigned, Token: tbankToken(unsigned, DOUBLE_SECRETS.tbank.password) }),
    );
    expect(wrong.statusCode).toBe(200);
    expect(await balance()).toBe(before);
    // The correct notification is not taken for a replay of the wrong one (issue 27, case 7).
    expect((await notify('tbank', doubles.tbankNotification(payment.providerId))).body).toBe('OK');
    expect(await balance()).toBe(before + 30000);
  });

  it('reconciles a lost notification with GetState and refunds with Cancel', async () => {
    const before = await balance();
    const payment = await confirmedTbankPayment(200);
    const { stored } = payment;
    await reconcileLater();
    expect(await balance()).toBe(before + 20000);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/payments/${payment.paymentId}/refund`,
      headers: { ...admin, 'x-idempotency-key': randomUUID() },
      payload: { reason: 'test refund' },
    });
    expect(refund.json<{ status: string }>().status).toBe('refunded');
    expect(stored.status).toBe('REFUNDED');
    expect(await balance()).toBe(before);
  });
});

describe('Heleket', () => {
  it('signs invoices and credits a webhook signed over PHP-style JSON once', async () => {
    const before = await balance();
    const payment = await pay(1000, 'crypto');
    expect(doubles.refused).toEqual([]);
    const stored = doubles.heleket.get(payment.providerId);
    if (stored === undefined) throw new Error('not created');
    expect(stored.amount).toBe('1000.00');
    stored.status = 'paid';
    const hook = doubles.heleketWebhook(payment.providerId);
    expect(hook).toContain('https:\\/\\/example.com');
    expect((await notify('heleket', hook)).statusCode).toBe(200);
    expect((await notify('heleket', hook)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 100000 + 5000);
  });

  it('refuses a forged sign and one computed without escaping slashes', async () => {
    const payment = await pay(100, 'crypto');
    const stored = doubles.heleket.get(payment.providerId);
    if (stored === undefined) throw new Error('not created');
    stored.status = 'paid';
    const body = JSON.parse(doubles.heleketWebhook(payment.providerId)) as Record<string, unknown>;
    expect((await notify('heleket', JSON.stringify({ ...body, sign: 'f'.repeat(32) }))).statusCode).toBe(400);
    const { sign: _sign, ...unsigned } = body;
    const plainSign = heleketSign(JSON.stringify(unsigned), DOUBLE_SECRETS.heleket.apiKey);
    expect(plainSign).not.toBe(heleketSign(phpJson(unsigned), DOUBLE_SECRETS.heleket.apiKey));
    expect((await notify('heleket', JSON.stringify({ ...unsigned, sign: plainSign }))).statusCode).toBe(400);
  });
});

describe('YooKassa', () => {
  it('sends Idempotence-Key, trusts only its addresses and only the re-fetched payment', async () => {
    const before = await balance();
    const payment = await pay(700, 'sbp');
    const stored = doubles.yookassa.get(payment.providerId);
    if (stored === undefined) throw new Error('not created');
    const claim = JSON.stringify({
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: stored.id, status: 'succeeded', amount: { value: '700.00', currency: 'RUB' } },
    });
    // From an address outside YooKassa's ranges: refused whatever it says.
    expect((await notify('yookassa', claim, '203.0.113.9')).statusCode).toBe(400);
    // From a trusted address, but YooKassa itself still says pending: nothing is credited.
    expect((await notify('yookassa', claim)).statusCode).toBe(200);
    expect(await balance()).toBe(before);
    stored.status = 'succeeded';
    expect((await notify('yookassa', claim)).statusCode).toBe(200);
    expect(await balance()).toBe(before + 70000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

// Issue 27, case 7: a signed notification with a wrong amount took the dedupe key of the real state
// and blocked the correct notification and the reconciliation forever; an unknown YooKassa id was a 500.
describe('notifications set aside', () => {
  async function staffFailure(paymentId: string) {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/staff/payments?login=steve',
      headers: admin,
    });
    const rows = page.json<{ payments: { id: string; failure: string | null; status: string }[] }>().payments;
    return rows.find((row) => row.id === paymentId);
  }

  it('T-Bank: a signed wrong amount is recorded for staff, and the correct notification still credits', async () => {
    const before = await balance();
    const payment = await confirmedTbankPayment(400);
    const wrong = await notify('tbank', doubles.tbankNotification(payment.providerId, { Amount: 4_000_000 }));
    expect(wrong.statusCode).toBe(200);
    expect(await balance()).toBe(before);
    expect((await staffFailure(payment.paymentId))?.failure).toContain('provider reported 4000000');
    expect((await notify('tbank', doubles.tbankNotification(payment.providerId))).body).toBe('OK');
    expect(await balance()).toBe(before + 40000);
    expect(await staffFailure(payment.paymentId)).toMatchObject({ status: 'succeeded' });
  });

  it('T-Bank: a signed wrong amount does not block the reconciliation', async () => {
    const before = await balance();
    const payment = await confirmedTbankPayment(250);
    await notify('tbank', doubles.tbankNotification(payment.providerId, { Amount: 1 }));
    await reconcileLater();
    expect(await staffFailure(payment.paymentId)).toMatchObject({ status: 'succeeded' });
    expect(await balance()).toBeGreaterThanOrEqual(before + 25000);
  });

  it('Heleket: a signed wrong currency does not block the correct webhook', async () => {
    const before = await balance();
    const payment = await pay(600, 'crypto');
    const stored = doubles.heleket.get(payment.providerId);
    if (stored === undefined) throw new Error('not created');
    stored.status = 'paid';
    expect(
      (await notify('heleket', doubles.heleketWebhook(payment.providerId, { currency: 'USD' }))).statusCode,
    ).toBe(200);
    expect(await balance()).toBe(before);
    expect((await notify('heleket', doubles.heleketWebhook(payment.providerId))).statusCode).toBe(200);
    expect(await balance()).toBe(before + 60000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('YooKassa: a notification for a payment id YooKassa does not know is a 400, not a 500', async () => {
    const claim = JSON.stringify({
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: '2f0b5a1e-000f-5000-8000-1d2e3f4a5b6c', status: 'succeeded' },
    });
    expect((await notify('yookassa', claim)).statusCode).toBe(400);
  });

  it('T-Bank: a signed notification for an order we never started is a 404', async () => {
    const payment = await pay(100, 'card');
    const raw = doubles.tbankNotification(payment.providerId, {
      OrderId: randomUUID(),
      PaymentId: 987654321,
    });
    expect((await notify('tbank', raw)).statusCode).toBe(404);
  });
});
