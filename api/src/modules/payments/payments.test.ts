import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { payments, testCheckoutPayments } from '../../db/schema/ledger.js';
import { purchaseEntry } from '../../platform/ledger/entries.js';
import { Ledger } from '../../platform/ledger/Ledger.js';
import { checkLedger } from '../../platform/ledger/checkLedger.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { TestProvider, testSignature } from './providers/TestProvider.js';

let t: TestApp;
let steve: Record<string, string>;
let admin: Record<string, string>;
const SECRET = 'test-payments-secret';
/** steve, the demo's first account. */
const STEVE_ID = 1;

beforeAll(async () => {
  t = await createTestApp();
  // The test provider posts its notifications to the api itself, as a real provider would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  steve = await signIn(t.app, 'steve');
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => t.close());

const key = () => ({ 'x-idempotency-key': randomUUID() });

async function balance(headers: Record<string, string>): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/cabinet', headers });
  return response.json<{ balance: number }>().balance;
}

async function startPayment(amount: number, method = 'card') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/pay',
    headers: { ...steve, ...key() },
    payload: { amount, method },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ paymentId: string; redirectUrl: string; bonusKopecks: number }>();
  const checkoutId = body.redirectUrl.split('/').pop() ?? '';
  return { ...body, checkoutId };
}

async function decide(checkoutId: string, decision: string) {
  return t.app.inject({
    method: 'POST',
    url: `/payments/test/checkout/${checkoutId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
}

function notify(body: Record<string, unknown>, secret = SECRET) {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/payments/notify/test',
    headers: { 'content-type': 'application/json', 'x-test-signature': testSignature(raw, secret) },
    payload: raw,
  });
}

describe('payments through the test provider', () => {
  it('offers every method, presets and bonus tiers on the pay page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pay', headers: steve });
    const body = response.json<{ methods: { method: string }[]; bonusTiers: unknown[] }>();
    expect(body.methods.map((item) => item.method)).toEqual(['card', 'sbp', 'crypto']);
    expect(body.bonusTiers.length).toBeGreaterThan(0);
  });

  it('credits a paid top-up with its bonus once, through the checkout page and a signed notification', async () => {
    const before = await balance(steve);
    const payment = await startPayment(1000);
    expect(payment.bonusKopecks).toBe(5000);
    const page = await t.app.inject({ method: 'GET', url: `/payments/test/checkout/${payment.checkoutId}` });
    expect(page.body).toContain('1000.00');
    const paid = await decide(payment.checkoutId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe('http://localhost:3000/en/pay?notify=success');
    expect(await balance(steve)).toBe(before + 1050);
    // The provider retries the same notification: nothing more is credited.
    const replay = await notify({
      id: payment.checkoutId,
      paymentId: payment.paymentId,
      status: 'succeeded',
      amount: 100000,
      currency: 'RUB',
    });
    expect(replay.statusCode).toBe(200);
    expect(await balance(steve)).toBe(before + 1050);
    // An out-of-order "pending" after success changes nothing either.
    await notify({
      id: payment.checkoutId,
      paymentId: payment.paymentId,
      status: 'pending',
      amount: 100000,
      currency: 'RUB',
    });
    await notify({
      id: payment.checkoutId,
      paymentId: payment.paymentId,
      status: 'canceled',
      amount: 100000,
      currency: 'RUB',
    });
    expect(await balance(steve)).toBe(before + 1050);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/history/money?kind=topup',
      headers: steve,
    });
    const entries = history.json<{ entries: { kind: string; changes: { amount: number }[] }[] }>().entries;
    expect(entries[0]?.changes).toEqual([{ amount: 105000, currency: 'RUB' }]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses forged signatures and credits nothing for a wrong amount or a failed payment', async () => {
    const before = await balance(steve);
    const forged = await startPayment(500);
    const refused = await notify(
      {
        id: forged.checkoutId,
        paymentId: forged.paymentId,
        status: 'succeeded',
        amount: 50000,
        currency: 'RUB',
      },
      'not-the-secret',
    );
    expect(refused.statusCode).toBe(400);
    const wrongCurrency = await notify({
      id: forged.checkoutId,
      paymentId: forged.paymentId,
      status: 'succeeded',
      amount: 50000,
      currency: 'USD',
    });
    expect(wrongCurrency.statusCode).toBe(200);
    const wrong = await startPayment(500);
    await decide(wrong.checkoutId, 'wrong_amount');
    const failed = await startPayment(500);
    const failedAnswer = await decide(failed.checkoutId, 'fail');
    expect(failedAnswer.headers.location).toBe('http://localhost:3000/en/pay?notify=failed');
    expect(await balance(steve)).toBe(before);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/payments?login=steve',
      headers: admin,
    });
    const statuses = list.json<{ payments: { id: string; status: string; failure: string | null }[] }>()
      .payments;
    expect(statuses.find((item) => item.id === failed.paymentId)?.status).toBe('failed');
    expect(statuses.find((item) => item.id === wrong.paymentId)?.failure).toMatch(/provider reported 49900/);
  });

  it('reconciles a payment whose notification was lost, and closes expired ones', async () => {
    const before = await balance(steve);
    const lost = await startPayment(300);
    // The provider took the money, but its notification never arrived.
    await t.database.db
      .update(testCheckoutPayments)
      .set({ status: 'succeeded' })
      .where(eq(testCheckoutPayments.id, lost.checkoutId));
    const stale = await startPayment(200);
    t.setNow(new Date(Date.now() + 2 * 60 * 60 * 1000));
    const run = await t.app.inject({
      method: 'POST',
      url: '/api-system/payments/reconcile',
      headers: { 'x-system-token': 'test-system-token' },
    });
    t.setNow(undefined);
    expect(run.statusCode).toBe(200);
    // And the earlier top-up whose notification carried a wrong amount: the provider says 500 were
    // paid, and the mismatch no longer blocks the reconciliation (issue 27, case 7).
    expect(await balance(steve)).toBe(before + 300 + 500);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/payments?login=steve',
      headers: admin,
    });
    const rows = list.json<{ payments: { id: string; status: string }[] }>().payments;
    expect(rows.find((item) => item.id === stale.paymentId)?.status).toBe('canceled');
  });
});

describe('idempotency', () => {
  it('replays the first answer, refuses another body under the same key and requires a key', async () => {
    const headers = { ...steve, 'x-idempotency-key': randomUUID() };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/pay',
      headers,
      payload: { amount: 100, method: 'sbp' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/pay',
      headers,
      payload: { method: 'sbp', amount: 100 },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/pay',
      headers,
      payload: { amount: 200, method: 'sbp' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json<{ error_code: number; error_message: string }>().error_message).toMatch(
      /different request/,
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/pay',
      headers: steve,
      payload: { amount: 100, method: 'sbp' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ error_code: number }>().error_code).toBe(15);
  });

  it('runs a concurrent duplicate once', async () => {
    const headers = { ...steve, 'x-idempotency-key': randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({ method: 'POST', url: '/api/pay', headers, payload: { amount: 150, method: 'card' } }),
      ),
    );
    const ids = new Set(
      answers
        .filter((answer) => answer.statusCode === 200)
        .map((answer) => answer.json<{ paymentId: string }>().paymentId),
    );
    expect(ids.size).toBe(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
  });
});

describe('staff money actions', () => {
  it('adjusts with a reason (economy.adjust) and refunds through the provider (economy.refund)', async () => {
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/staff/economy/adjust',
      headers: { ...steve, ...key() },
      payload: { login: 'steve', currency: 'RUB', amount: 100, reason: 'gift' },
    });
    expect(forbidden.statusCode).toBe(403);
    const before = await balance(steve);
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/staff/economy/adjust',
      headers: { ...admin, ...key() },
      payload: { login: 'steve', currency: 'RUB', amount: 12345, reason: 'compensation for downtime' },
    });
    expect(adjusted.statusCode).toBe(200);
    expect(await balance(steve)).toBeCloseTo(before + 123.45, 2);
    const payment = await startPayment(100);
    await decide(payment.checkoutId, 'pay');
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/payments/${payment.paymentId}/refund`,
      headers: { ...admin, ...key() },
      payload: { reason: 'asked by the player' },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json<{ status: string }>().status).toBe('refunded');
    expect(await balance(steve)).toBeCloseTo(before + 123.45, 2);
    // The audit entry says how much went back (staff read it as a sentence with the amount).
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/staff/audit?action=economy.refund&query=steve',
      headers: admin,
    });
    const [entry] = audit.json<{ entries: { after: string | null }[] }>().entries;
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({
      refundedKopecks: 10_000,
      reason: 'asked by the player',
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

// Issue 27, case 7: one player started 60 payments in half a second; /api/pay validated the body
// before it asked who was signing in.
describe('starting payments', () => {
  it('is limited per player, with a translated 429 and retryAfter', async () => {
    const editor = await signIn(t.app, 'editor');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/pay',
          headers: { ...editor, ...key(), 'accept-language': 'ru' },
          payload: { amount: 100, method: 'card' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(5);
    const body = refused[0]?.json<{
      error_code: number;
      details: { retryAfter: number; description: string };
    }>();
    expect(body?.error_code).toBe(6);
    expect(body?.details.retryAfter).toBeGreaterThan(0);
    expect(body?.details.description).toMatch(/Попробуйте снова через \d+ мин/);
    // Another player is not affected.
    expect((await startPayment(100)).paymentId).toBeTruthy();
  });

  it('answers 401 before validating the body, on every payments route', async () => {
    const visitor = [
      { method: 'POST' as const, url: '/api/pay', payload: { amount: 'lots' } },
      { method: 'GET' as const, url: '/api/pay' },
      { method: 'GET' as const, url: '/api/user/history/money?page=zero' },
      { method: 'GET' as const, url: '/api/staff/payments?page=zero' },
      { method: 'POST' as const, url: '/api/staff/payments/x/refund', payload: { reason: 7 } },
      { method: 'POST' as const, url: '/api/staff/economy/adjust', payload: {} },
    ];
    for (const request of visitor) {
      const answer = await t.app.inject({ ...request, headers: key() });
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
  });
});

// The provider sends the money back, but the player spent it meanwhile: the ledger never goes below
// zero, so it is not taken back there, and staff must see that on the payment.
describe('a refund the player has already spent', () => {
  const ledger = () => new Ledger(t.database.db);
  async function spendAll() {
    const { balanceKopecks } = await ledger().balances(STEVE_ID);
    await ledger().post(
      purchaseEntry({
        userId: STEVE_ID,
        amountKopecks: balanceKopecks,
        reference: `spent:${randomUUID()}`,
        details: {},
      }),
    );
  }
  async function paymentRow(id: string) {
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  it('from staff: the provider refunds while the player spends; a translated 409 and a note for staff', async () => {
    const payment = await startPayment(100);
    await decide(payment.checkoutId, 'pay');
    // The provider answers that it has refunded only after the player has spent the balance.
    const refundAtProvider = vi.spyOn(TestProvider.prototype, 'refund').mockImplementationOnce(async () => {
      await spendAll();
      return { status: 'succeeded' as const };
    });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/staff/payments/${payment.paymentId}/refund`,
      headers: { ...admin, ...key(), 'accept-language': 'ru' },
      payload: { reason: 'asked by the player' },
    });
    refundAtProvider.mockRestore();
    expect(refund.statusCode).toBe(409);
    expect(refund.json<{ error_code: number; details: { description: string } }>()).toMatchObject({
      error_code: 14,
      details: { description: expect.stringContaining('Платёжная система вернула деньги') as unknown },
    });
    expect(await paymentRow(payment.paymentId)).toMatchObject({
      status: 'succeeded',
      failure: expect.stringContaining('refunded by the provider') as unknown,
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("from the provider's own notification: the same note, the payment left for staff", async () => {
    const payment = await startPayment(100);
    await decide(payment.checkoutId, 'pay');
    await spendAll();
    const refunded = await notify({
      id: payment.checkoutId,
      paymentId: payment.paymentId,
      status: 'refunded',
      amount: 10000,
      currency: 'RUB',
    });
    expect(refunded.statusCode).toBe(200);
    expect(await paymentRow(payment.paymentId)).toMatchObject({
      status: 'succeeded',
      failure:
        'refunded by the provider, but the balance no longer held 100.00 RUB: not taken back, settle with the player',
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
