import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { users } from '../../db/schema/accounts.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { AppError } from '../errors/AppError.js';
import { checkLedger } from './checkLedger.js';
import { adjustmentEntry, paymentRefundEntry, purchaseEntry, topupEntry } from './entries.js';
import { Ledger, type LedgerEntry, mergePostings, type PostResult } from './Ledger.js';
import { MemoryLedger } from './testing/MemoryLedger.js';

type Operation =
  | { op: 'topup'; user: number; amount: number; bonusPercent: number }
  | { op: 'spend'; user: number; amount: number }
  | { op: 'refund'; pick: number }
  | { op: 'adjust'; user: number; currency: 'RUB' | 'COIN'; amount: number }
  | { op: 'replay'; pick: number };

const user = fc.integer({ min: 0, max: 2 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('topup' as const),
    user,
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    bonusPercent: fc.integer({ min: 0, max: 50 }),
  }),
  fc.record({ op: fc.constant('spend' as const), user, amount: fc.integer({ min: 1, max: 3_000_000 }) }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('adjust' as const),
    user,
    currency: fc.constantFrom('RUB' as const, 'COIN' as const),
    amount: fc.integer({ min: -100_000, max: 100_000 }).filter((value) => value !== 0),
  }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
);
const sequence = fc.array(operation, { minLength: 1, maxLength: 25 });

type Post = (entry: LedgerEntry) => Promise<PostResult>;

interface Expected {
  rub: number[];
  coins: number[];
}

/**
 * Plays business operations through `post` and keeps an oracle of what each player must hold, written
 * without the ledger: paid top-ups plus bonuses, minus spends and refunds, plus adjustments. Every
 * refused operation must be refused for lack of funds, exactly when the oracle says so.
 */
async function play(ops: Operation[], userIds: number[], post: Post, runId: string): Promise<Expected> {
  const expected: Expected = { rub: [0, 0, 0], coins: [0, 0, 0] };
  const payments: Parameters<typeof topupEntry>[0][] = [];
  const refunded = new Set<string>();
  const done: LedgerEntry[] = [];
  const at = (list: number[], index: number) => list[index] ?? 0;
  // The balances a movement answers (`balancesAfter`): its players' accounts, each as the oracle says.
  let moved: { entry: LedgerEntry; result: PostResult } | undefined;
  const expectBalancesAfter = ({ entry, result }: { entry: LedgerEntry; result: PostResult }) => {
    const oracle = new Map<string, number>();
    for (const [index, userId] of userIds.entries()) {
      oracle.set(`user:${userId}:balance`, at(expected.rub, index));
      oracle.set(`user:${userId}:coins`, at(expected.coins, index));
    }
    const playerKeys = mergePostings(entry.postings)
      .filter(({ identity }) => !identity.allowNegative)
      .map(({ identity }) => identity.key);
    expect([...result.balancesAfter.keys()].sort()).toEqual(playerKeys.sort());
    for (const [key, balance] of result.balancesAfter) expect(balance).toBe(oracle.get(key));
  };
  const attempt = async (entry: LedgerEntry, affordable: boolean): Promise<boolean> => {
    if (affordable) {
      const result = await post(entry);
      expect(result.created).toBe(true);
      done.push(entry);
      moved = { entry, result };
      return true;
    }
    await expect(post(entry)).rejects.toSatisfy(
      (error) => error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS',
    );
    return false;
  };
  for (const [index, step] of ops.entries()) {
    const ref = `${runId}-${index}`;
    if (step.op === 'topup') {
      const bonusKopecks = Math.floor((step.amount * step.bonusPercent) / 100);
      const payment = {
        id: ref,
        userId: userIds[step.user] ?? 0,
        provider: 'test',
        method: 'card',
        amountKopecks: step.amount,
        bonusKopecks,
      };
      await attempt(topupEntry(payment), true);
      payments.push(payment);
      expected.rub[step.user] = at(expected.rub, step.user) + step.amount + bonusKopecks;
    } else if (step.op === 'spend') {
      const entry = purchaseEntry({
        userId: userIds[step.user] ?? 0,
        amountKopecks: step.amount,
        reference: `order:${ref}`,
        details: {},
      });
      if (await attempt(entry, at(expected.rub, step.user) >= step.amount)) {
        expected.rub[step.user] = at(expected.rub, step.user) - step.amount;
      }
    } else if (step.op === 'refund') {
      const payment = payments[step.pick % Math.max(1, payments.length)];
      if (payment === undefined) continue;
      const entry = paymentRefundEntry(payment, null, null);
      const owner = userIds.indexOf(payment.userId);
      const total = payment.amountKopecks + payment.bonusKopecks;
      if (refunded.has(payment.id)) {
        expect((await post(entry)).created).toBe(false);
      } else if (await attempt(entry, at(expected.rub, owner) >= total)) {
        refunded.add(payment.id);
        expected.rub[owner] = at(expected.rub, owner) - total;
      }
    } else if (step.op === 'adjust') {
      const list = step.currency === 'RUB' ? expected.rub : expected.coins;
      const entry = adjustmentEntry({
        userId: userIds[step.user] ?? 0,
        currency: step.currency,
        amount: step.amount,
        actorId: userIds[0] ?? 0,
        reason: 'property test',
        reference: `adjust:${ref}`,
      });
      if (await attempt(entry, at(list, step.user) + step.amount >= 0)) {
        list[step.user] = at(list, step.user) + step.amount;
      }
    } else {
      const entry = done[step.pick % Math.max(1, done.length)];
      if (entry !== undefined) {
        const replay = await post(entry);
        expect(replay.created).toBe(false);
        expect(replay.balancesAfter.size).toBe(0);
      }
    }
    if (moved !== undefined) expectBalancesAfter(moved);
    moved = undefined;
  }
  return expected;
}

describe('ledger properties', () => {
  it('holds its invariants over 10,000 random operation sequences (in-memory model)', async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (ops) => {
        const model = new MemoryLedger();
        const expected = await play(
          ops,
          [1, 2, 3],
          (entry) => Promise.resolve().then(() => model.post(entry)),
          'm',
        );
        expect(model.problems()).toEqual([]);
        for (const [index, userId] of [1, 2, 3].entries()) {
          expect(model.balances.get(`user:${userId}:balance`) ?? 0).toBe(expected.rub[index]);
          expect(model.balances.get(`user:${userId}:coins`) ?? 0).toBe(expected.coins[index]);
        }
      }),
      { numRuns: 10_000 },
    );
  });

  describe('on the database', () => {
    let test: TestApp;
    let ledger: Ledger;
    let run = 0;

    beforeAll(async () => {
      test = await createTestApp({ seed: false });
      ledger = new Ledger(test.database.db);
    });
    afterAll(async () => test.close());

    it('agrees with the model and keeps every invariant', async () => {
      await fc.assert(
        // Each movement alone, or in a `Ledger.transaction` (the house's balances moved at its end).
        fc.asyncProperty(
          sequence,
          fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }),
          async (ops, inTransaction) => {
            run += 1;
            const created = await test.database.db
              .insert(users)
              .values([0, 1, 2].map((index) => ({ login: `prop_${run}_${index}`, email: null })))
              .returning({ id: users.id });
            const ids = created.map((row) => row.id);
            let movement = 0;
            const post: Post = (entry) =>
              inTransaction[movement++ % inTransaction.length] === true
                ? ledger.transaction((tx) => ledger.post(entry, tx))
                : ledger.post(entry);
            const expected = await play(ops, ids, post, `db${run}`);
            for (const [index, userId] of ids.entries()) {
              const balances = await ledger.balances(userId);
              expect(balances.balanceKopecks).toBe(expected.rub[index]);
              expect(balances.coins).toBe(expected.coins[index]);
            }
            expect(await checkLedger(test.database.db)).toEqual([]);
          },
        ),
        { numRuns: 40 },
      );
    });
  });
});
