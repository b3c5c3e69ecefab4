import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { creditBalance } from '../../platform/ledger/testing/creditBalance.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';

let t: TestApp;
let steve: Record<string, string>;
let editor: Record<string, string>;
const roleIds = new Map<string, number>();
const DAY = 24 * 60 * 60 * 1000;

interface QuoteChoice {
  mode: string;
  appliedMode: string;
  creditKopecks: number;
  paidKopecks: number;
  shortfallKopecks: number;
  replacedRoleName: string | null;
  replacedDays: number | null;
}
interface QuoteBody {
  balanceKopecks: number;
  recommended: string;
  choices: QuoteChoice[];
}

beforeAll(async () => {
  t = await createTestApp();
  steve = await signIn(t.app, 'steve');
  editor = await signIn(t.app, 'editor');
  const roles = await t.app.inject({ method: 'GET', url: '/api/store/roles?server=hitech' });
  for (const role of roles.json<{ roles: { id: number; slug: string }[] }>().roles)
    roleIds.set(role.slug, role.id);
});
afterAll(async () => t.close());

const role = (slug: string) => roleIds.get(slug) ?? 0;

async function quote(headers: Record<string, string>, slug: string, period: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/store/quote?roleId=${role(slug)}&period=${period}`,
    headers,
  });
  return { status: response.statusCode, body: response.json<QuoteBody>() };
}

function buy(headers: Record<string, string>, slug: string, period: string, mode: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/store/buy',
    headers: { ...headers, 'x-idempotency-key': randomUUID() },
    payload: { roleId: role(slug), period, mode },
  });
}

async function userId(login: string) {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row?.id ?? 0;
}

function credit(userId: number, kopecks: number, reference: string) {
  return creditBalance(t.database.db, userId, kopecks, reference);
}

describe('the store quote', () => {
  it('says what the balance lacks; topping up exactly that lets the same purchase through', async () => {
    const before = await quote(editor, 'premium', 'forever');
    expect(before.status).toBe(200);
    expect(before.body.choices).toHaveLength(1);
    const [only] = before.body.choices;
    expect(only?.appliedMode).toBe('new');
    expect(only?.paidKopecks).toBe(349 * 8 * 100);
    expect(only?.shortfallKopecks).toBe(Math.max(0, 349 * 8 * 100 - before.body.balanceKopecks));
    expect(only?.shortfallKopecks).toBeGreaterThan(0);
    expect((await buy(editor, 'premium', 'forever', only?.mode ?? 'extend')).statusCode).toBe(409);

    await credit(await userId('editor'), only?.shortfallKopecks ?? 0, 'test:quote:difference');
    const after = await quote(editor, 'premium', 'forever');
    expect(after.body.choices[0]?.shortfallKopecks).toBe(0);
    const bought = await buy(editor, 'premium', 'forever', after.body.recommended);
    expect(bought.statusCode).toBe(200);
    expect(bought.json<{ balanceKopecks: number }>().balanceKopecks).toBe(0);
  });

  it('shows the credit for unused days before paying and recommends keeping the role held', async () => {
    await credit(await userId('steve'), 1_000_000, 'test:quote:steve');
    const start = new Date('2026-03-01T12:00:00Z');
    t.setNow(start);
    expect((await buy(steve, 'vip', 'month', 'extend')).statusCode).toBe(200);
    t.setNow(new Date(start.getTime() + 10 * DAY));

    const { body } = await quote(steve, 'premium', 'month');
    const stack = body.choices.find((choice) => choice.mode === 'stack');
    const replace = body.choices.find((choice) => choice.mode === 'extend');
    const discounted = Math.floor((349_00 * 95) / 100);
    const unusedDaysCredit = Math.floor((149_00 * 21) / 31);
    expect(stack).toMatchObject({ appliedMode: 'stack', creditKopecks: 0, paidKopecks: discounted });
    expect(replace).toMatchObject({
      appliedMode: 'replace',
      creditKopecks: unusedDaysCredit,
      paidKopecks: discounted - unusedDaysCredit,
      replacedRoleName: 'VIP',
      replacedDays: 21,
    });
    // Ending VIP saves its credit but gives up its 21 days, worth as much: keeping both costs no more.
    expect(body.recommended).toBe('stack');

    // The purchase charges what the quote said.
    const bought = await buy(steve, 'premium', 'month', 'extend');
    expect(bought.json<{ creditKopecks: number; paidKopecks: number }>()).toMatchObject({
      creditKopecks: unusedDaysCredit,
      paidKopecks: discounted - unusedDaysCredit,
    });
  });

  it('recommends keeping both roles when ending the held one would credit nothing', async () => {
    const start = Date.parse('2026-03-01T12:00:00Z');
    expect((await buy(steve, 'legend', 'forever', 'stack')).statusCode).toBe(200);
    // Premium (bought on day 10 for 31 days) has less than a whole day left: its credit is nothing.
    t.setNow(new Date(start + 40.5 * DAY));
    const { body } = await quote(steve, 'vip', 'month');
    expect(body.choices.map((choice) => [choice.mode, choice.creditKopecks])).toEqual([
      ['stack', 0],
      ['extend', 0],
    ]);
    expect(body.recommended).toBe('stack');
    // Premium has run out; a role held forever is never replaced: stacking is the only choice.
    t.setNow(new Date(start + 42 * DAY));
    const later = await quote(steve, 'vip', 'month');
    expect(later.body.choices.map((choice) => choice.appliedMode)).toEqual(['stack']);
    expect(later.body.recommended).toBe('stack');
  });

  it('answers a visitor with 401 and a role held forever with a translated 409', async () => {
    expect((await quote({}, 'vip', 'month')).status).toBe(401);
    const forever = await quote(steve, 'legend', 'forever');
    expect(forever.status).toBe(409);
  });
});
