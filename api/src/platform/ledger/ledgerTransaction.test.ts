import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ledgerAccounts, ledgerTransactions } from '../../db/schema/ledger.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { checkLedger } from './checkLedger.js';
import { purchaseEntry, topupEntry } from './entries.js';
import { fundedPlayer as fundedPlayerOf } from './testing/fundedPlayer.js';
import { Ledger, type DbOrTx } from './Ledger.js';

// `Ledger.transaction`: the house's balances move at the end of the caller's transaction, so a hot
// house row is locked for the last statement only (issue 32's wipe day).

let test: TestApp;
let ledger: Ledger;
const REVENUE = 'house:revenue:RUB';

beforeAll(async () => {
  test = await createTestApp({ seed: false });
  ledger = new Ledger(test.database.db);
});
afterAll(async () => test.close());

function fundedPlayer(login: string, kopecks: number): Promise<number> {
  return fundedPlayerOf(test.database.db, ledger, login, kopecks);
}

async function balanceOf(key: string, db: DbOrTx = test.database.db): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, key));
  return row?.balance ?? 0;
}

/** A promise and the function that settles it. */
function signal() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return {
    promise,
    resolve: () => {
      resolve();
    },
  };
}

function spend(userId: number, kopecks: number, reference: string) {
  return purchaseEntry({ userId, amountKopecks: kopecks, reference, details: {} });
}

describe('Ledger.transaction', () => {
  it("moves the player's balance at the movement and the house's at the end, in one sum", async () => {
    const player = await fundedPlayer('deferred_sum', 10_000);
    const revenueBefore = await balanceOf(REVENUE);
    const seenInside = await ledger.transaction(async (tx) => {
      await ledger.post(spend(player, 1_500, 'deferred:sum:1'), tx);
      await ledger.post(spend(player, 2_500, 'deferred:sum:2'), tx);
      return {
        player: (await ledger.balances(player, tx)).balanceKopecks,
        revenue: await balanceOf(REVENUE, tx),
      };
    });
    // Inside: the player's balance already moved (the caller answers with it); the house's did not.
    expect(seenInside).toEqual({ player: 6_000, revenue: revenueBefore });
    expect(await balanceOf(REVENUE)).toBe(revenueBefore + 4_000);
    expect(await checkLedger(test.database.db)).toEqual([]);
  });

  it('leaves nothing behind when the work fails after its movements', async () => {
    const player = await fundedPlayer('deferred_rollback', 5_000);
    const revenueBefore = await balanceOf(REVENUE);
    await expect(
      ledger.transaction(async (tx) => {
        await ledger.post(spend(player, 1_000, 'deferred:rollback'), tx);
        throw new Error('the grant failed');
      }),
    ).rejects.toThrow('the grant failed');
    expect((await ledger.balances(player)).balanceKopecks).toBe(5_000);
    expect(await balanceOf(REVENUE)).toBe(revenueBefore);
    const [movement] = await test.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, 'deferred:rollback'));
    expect(movement).toBeUndefined();
    expect(await checkLedger(test.database.db)).toEqual([]);
  });

  it("moves the house at once in a savepoint's handle, and keeps the outer movements when it rolls back", async () => {
    const player = await fundedPlayer('deferred_savepoint', 3_000);
    const revenueBefore = await balanceOf(REVENUE);
    await ledger.transaction(async (tx) => {
      await ledger.post(spend(player, 1_000, 'deferred:outer'), tx);
      await tx
        .transaction(async (inner) => {
          await ledger.post(spend(player, 500, 'deferred:inner'), inner);
          expect(await balanceOf(REVENUE, inner)).toBe(revenueBefore + 500);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    });
    expect((await ledger.balances(player)).balanceKopecks).toBe(2_000);
    expect(await balanceOf(REVENUE)).toBe(revenueBefore + 1_000);
    expect(await checkLedger(test.database.db)).toEqual([]);
  });
});

describe.runIf(process.env.LODESTONE_TEST_DATABASE === 'postgres')('the house row on PostgreSQL', () => {
  it('is not waited for until the end of the transaction', async () => {
    const player = await fundedPlayer('deferred_lock', 2_000);
    const revenueBefore = await balanceOf(REVENUE);
    const released = signal();
    const held = signal();
    // Another purchase holds the revenue row, as one between its movement and its commit did.
    const holder = test.database.db.transaction(async (tx) => {
      await tx.execute(sql`update ${ledgerAccounts} set balance = balance where key = ${REVENUE}`);
      held.resolve();
      await released.promise;
    });
    await held.promise;
    const steps: string[] = [];
    const purchase = ledger.transaction(async (tx) => {
      // The first movement of this player: its accounts are created, the house's is found (not waited on).
      await ledger.post(spend(player, 700, 'deferred:lock'), tx);
      steps.push('moved');
    });
    const until = Date.now() + 10_000;
    while (steps.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['moved']);
    released.resolve();
    await Promise.all([holder, purchase]);
    expect(await balanceOf(REVENUE)).toBe(revenueBefore + 700);
    expect(await checkLedger(test.database.db)).toEqual([]);
  });
  it("moves several house accounts while other movements' postings still name them", async () => {
    const topUp = (userId: number, id: string) =>
      topupEntry({ id, userId, provider: 'test', method: 'card', amountKopecks: 1_000, bonusKopecks: 100 });
    const player = await fundedPlayer('key_share', 1_000);
    // A top-up with a bonus moves two house accounts (the provider's clearing and the bonus expense).
    await ledger.post(topUp(player, 'key-share-1'));
    const released = signal();
    const held = signal();
    // What an uncommitted movement holds on the house's rows: the key-share locks of its postings'
    // foreign keys. Taking the rows `for update` would wait on them (two such movements deadlocked).
    const holder = test.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${ledgerAccounts} where allow_negative for key share`);
      held.resolve();
      await released.promise;
    });
    await held.promise;
    const steps: string[] = [];
    const movement = ledger.post(topUp(player, 'key-share-2')).then(() => steps.push('moved'));
    const until = Date.now() + 10_000;
    while (steps.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['moved']);
    released.resolve();
    await Promise.all([holder, movement]);
    expect((await ledger.balances(player)).balanceKopecks).toBe(3_200);
    expect(await checkLedger(test.database.db)).toEqual([]);
  });
  it("creates a missing account without holding the player's row meanwhile", async () => {
    const player = await fundedPlayer('creating_lock', 1_000);
    const REFUNDS = 'house:refunds:RUB';
    const released = signal();
    const inserted = signal();
    // Another movement is creating the house's refunds account and has not committed yet.
    const creator = test.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ${ledgerAccounts} (key, kind, user_id, currency, allow_negative)
          values (${REFUNDS}, 'refunds', null, 'RUB', true)`,
      );
      inserted.resolve();
      await released.promise;
    });
    await inserted.promise;
    // This movement needs that account too: it waits for the creator to end, with nothing of its own locked.
    const movement = ledger.post({
      kind: 'adjustment',
      userId: player,
      reference: 'creating:lock',
      postings: [
        { account: { kind: 'user_balance', userId: player }, amount: 100 },
        { account: { kind: 'refunds', currency: 'RUB' }, amount: -100 },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The player's row is free: a third transaction takes it at once (NOWAIT fails if anyone holds it).
    await test.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from ${ledgerAccounts} where key = ${`user:${player}:balance`} for update nowait`,
      );
    });
    released.resolve();
    await Promise.all([creator, movement]);
    expect((await ledger.balances(player)).balanceKopecks).toBe(1_100);
    expect(await checkLedger(test.database.db)).toEqual([]);
  });
});
