import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { storeDeliveries } from '../../db/schema/store.js';
import { creditBalance } from '../../platform/ledger/testing/creditBalance.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';

// The money history in words: what was bought where, to which server coins went, the top-ups that did
// not arrive, the staff's category rather than their own words, and a resend that is not a purchase.

let t: TestApp;
let steve: Record<string, string>;
let admin: Record<string, string>;
let serverName = '';
let vipId = 0;

interface HistoryBody {
  entries: { kind: string; details: Record<string, unknown>; category: string | null }[];
  payments: { status: string; amountKopecks: number; method: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  steve = await signIn(t.app, 'steve');
  admin = await signIn(t.app, 'admin');
  const roles = await t.app.inject({ method: 'GET', url: '/api/store/roles?server=hitech' });
  const store = roles.json<{ server: { name: string }; roles: { id: number; slug: string }[] }>();
  serverName = store.server.name;
  vipId = store.roles.find((role) => role.slug === 'vip')?.id ?? 0;
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, 'steve'));
  const userId = row?.id ?? 0;
  await creditBalance(t.database.db, userId, 100_000, 'test:history:balance');
});
afterAll(async () => t.close());

const key = () => ({ 'x-idempotency-key': randomUUID() });

async function history(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/user/history/money${query}`,
    headers: steve,
  });
  expect(response.statusCode).toBe(200);
  return { body: response.json<HistoryBody>(), raw: response.body };
}

describe('the money history in words', () => {
  it('names the role, the server and the period of a purchase, and the server coins went to', async () => {
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/store/buy',
      headers: { ...steve, ...key() },
      payload: { roleId: vipId, period: 'month', mode: 'extend' },
    });
    expect(bought.statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/game-money/transfer',
      headers: { ...steve, ...key() },
      payload: { server: 'hitech', amount: 5 },
    });
    expect(moved.statusCode).toBe(200);
    const { entries } = (await history()).body;
    expect(entries.find((entry) => entry.kind === 'purchase')?.details).toMatchObject({
      item: 'role',
      role: 'VIP',
      roleRu: 'VIP',
      period: 'month',
      serverName,
    });
    expect(entries.find((entry) => entry.kind === 'coins_transfer')?.details).toMatchObject({
      server: 'hitech',
      serverName,
      amount: 5,
    });
  });

  it('lists top-ups that failed or are still open, with their state', async () => {
    const start = async (amount: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/pay',
        headers: { ...steve, ...key() },
        payload: { amount, method: 'sbp' },
      });
      return response.json<{ redirectUrl: string }>().redirectUrl.split('/').pop() ?? '';
    };
    const failed = await start(120);
    await t.app.inject({
      method: 'POST',
      url: `/payments/test/checkout/${failed}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=fail',
    });
    await start(130);
    const { payments } = (await history()).body;
    expect(payments).toEqual([
      expect.objectContaining({ status: 'pending', amountKopecks: 13_000, method: 'sbp' }),
      expect.objectContaining({ status: 'failed', amountKopecks: 12_000, method: 'sbp' }),
    ]);
    // Coins only, or a later page: no top-ups there.
    expect((await history('?currency=COIN')).body.payments).toEqual([]);
    expect((await history('?kind=purchase')).body.payments).toEqual([]);
  });

  it("shows a staff adjustment's category, never the words staff typed", async () => {
    const reason = 'Lost items after the crash on 12.11, ticket 4411';
    const adjust = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/economy/adjust',
        headers: { ...admin, ...key() },
        payload: { login: 'steve', currency: 'RUB', amount: 5000, reason, ...payload },
      });
    expect((await adjust({ category: 'compensation' })).statusCode).toBe(200);
    expect((await adjust({})).statusCode).toBe(200);
    expect((await adjust({ category: 'bribe' })).statusCode).toBe(400);
    const { body, raw } = await history('?kind=adjustment');
    expect(body.entries.slice(0, 2).map((entry) => entry.category)).toEqual(['correction', 'compensation']);
    expect(raw).not.toContain('ticket 4411');
  });

  it('a staff resend adds nothing to the history and stays one line in the deliveries', async () => {
    const before = (await history()).body.entries.length;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/store/deliveries?player=steve',
      headers: admin,
    });
    const role = list
      .json<{ deliveries: { id: string; kind: string; events: unknown[] }[] }>()
      .deliveries.find((delivery) => delivery.kind === 'role');
    // The game server ran it (what its acknowledgement does); staff may still send it again.
    await t.database.db
      .update(storeDeliveries)
      .set({ state: 'done', deliveredAt: new Date() })
      .where(eq(storeDeliveries.id, role?.id ?? ''));
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/staff/store/deliveries/${role?.id ?? ''}/resend`,
      headers: admin,
      payload: { seenEventCount: role?.events.length },
    });
    expect(resent.statusCode).toBe(200);
    expect((await history()).body.entries.length).toBe(before);
    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet/roles', headers: steve });
    const deliveries = cabinet.json<{ deliveries: { kind: string; resends: number }[] }>().deliveries;
    expect(deliveries.filter((delivery) => delivery.kind === 'role')).toEqual([
      expect.objectContaining({ kind: 'role', resends: 1 }),
    ]);
  });
});
