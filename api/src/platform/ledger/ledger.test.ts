import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema/ledger.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { AppError } from '../errors/AppError.js';
import { checkLedger } from './checkLedger.js';
import { purchaseEntry, topupEntry } from './entries.js';
import { Ledger } from './Ledger.js';

let test: TestApp;
let ledger: Ledger;

beforeAll(async () => {
  test = await createTestApp();
  ledger = new Ledger(test.database.db);
});
afterAll(async () => test.close());

async function userId(login: string): Promise<number> {
  const [row] = await test.database.db.select().from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}

async function newPlayer(login: string): Promise<number> {
  const [row] = await test.database.db.insert(users).values({ login, email: null }).returning();
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('ledger', () => {
  it('holds the demo balances as opening entries and passes the check after seeding', async () => {
    const steve = await ledger.balances(await userId('steve'));
    expect(steve).toEqual({ balanceKopecks: 25_000, coins: 120, gameCoins: {} });
    expect(await checkLedger(test.database.db)).toEqual([]);
  });

  it('shows the ledger balance in the auth state', async () => {
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { login: 'steve', password: 'steve-demo-1' },
    });
    const body = login.json<{ balance: number; coins: number }>();
    expect(body.balance).toBe(250);
    expect(body.coins).toBe(120);
  });

  it('refuses unbalanced, fractional and empty entries before touching the database', async () => {
    const player = await newPlayer('ledger_shape');
    await expect(
      ledger.post({
        kind: 'adjustment',
        postings: [
          { account: { kind: 'user_balance', userId: player }, amount: 100 },
          { account: { kind: 'adjustments', currency: 'RUB' }, amount: -99 },
        ],
      }),
    ).rejects.toThrow(/sum to 1/);
    await expect(
      ledger.post({
        kind: 'adjustment',
        postings: [
          { account: { kind: 'user_balance', userId: player }, amount: 1.5 },
          { account: { kind: 'adjustments', currency: 'RUB' }, amount: -1.5 },
        ],
      }),
    ).rejects.toThrow(/integers/);
    // Rubles and coins never balance each other.
    await expect(
      ledger.post({
        kind: 'adjustment',
        postings: [
          { account: { kind: 'user_balance', userId: player }, amount: 100 },
          { account: { kind: 'adjustments', currency: 'COIN' }, amount: -100 },
        ],
      }),
    ).rejects.toThrow(/sum to/);
  });

  it('refuses an overdraft with a translated 409 and leaves nothing behind', async () => {
    const player = await newPlayer('ledger_poor');
    const before = await test.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    const error = await ledger
      .post(purchaseEntry({ userId: player, amountKopecks: 1, reference: 'order:poor', details: {} }))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INSUFFICIENT_FUNDS');
    const after = await test.database.db.select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions);
    expect(after).toEqual(before);
  });

  it('has a database constraint against negative player balances, whatever the code does', async () => {
    const player = await newPlayer('ledger_check');
    await ledger.post(
      topupEntry({
        id: 'check-1',
        userId: player,
        provider: 'test',
        method: 'card',
        amountKopecks: 5,
        bonusKopecks: 0,
      }),
    );
    await expect(
      test.database.db
        .update(ledgerAccounts)
        .set({ balance: -1 })
        .where(eq(ledgerAccounts.key, `user:${player}:balance`)),
    ).rejects.toThrow();
    // And a player account can never be marked as one that may go negative.
    await expect(
      test.database.db
        .update(ledgerAccounts)
        .set({ allowNegative: true })
        .where(eq(ledgerAccounts.key, `user:${player}:balance`)),
    ).rejects.toThrow();
  });

  it('credits a replayed reference once', async () => {
    const player = await newPlayer('ledger_replay');
    const payment = {
      id: 'replay-1',
      userId: player,
      provider: 'test',
      method: 'sbp',
      amountKopecks: 1000,
      bonusKopecks: 100,
    };
    expect((await ledger.post(topupEntry(payment))).created).toBe(true);
    expect((await ledger.post(topupEntry(payment))).created).toBe(false);
    expect((await ledger.balances(player)).balanceKopecks).toBe(1100);
  });

  it('stays exact under 64 concurrent workers: top-ups, replayed notifications and spends', async () => {
    const players = [await newPlayer('ledger_c1'), await newPlayer('ledger_c2')];
    const payments = Array.from({ length: 32 }, (_, index) => ({
      id: `conc-${index}`,
      userId: players[index % 2] ?? 0,
      provider: 'test',
      method: 'card',
      amountKopecks: 1000,
      bonusKopecks: 50,
    }));
    // Each payment is delivered twice at once (a replayed notification); 64 spends race the credits.
    const credits = [...payments, ...payments].map((payment) => () => ledger.post(topupEntry(payment)));
    const spends = Array.from(
      { length: 64 },
      (_, index) => () =>
        ledger.post(
          purchaseEntry({
            userId: players[index % 2] ?? 0,
            amountKopecks: 700,
            reference: `conc-order-${index}`,
            details: {},
          }),
        ),
    );
    const jobs = credits.flatMap((credit, index) => [credit, spends[index] ?? credit]);
    const results = await Promise.allSettled(jobs.map((job) => job()));
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toBeInstanceOf(AppError);
        expect((result.reason as AppError).code).toBe('INSUFFICIENT_FUNDS');
      }
    }
    const rows = await test.database.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.reference} like 'payment:conc-%'`);
    expect(rows).toHaveLength(32);
    const spent = await test.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(sql`${ledgerTransactions.reference} like 'conc-order-%'`);
    const total =
      (await ledger.balances(players[0] ?? 0)).balanceKopecks +
      (await ledger.balances(players[1] ?? 0)).balanceKopecks;
    expect(total).toBe(32 * 1050 - (spent[0]?.n ?? 0) * 700);
    expect(await checkLedger(test.database.db)).toEqual([]);
  });
});
