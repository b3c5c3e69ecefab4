import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { idempotencyKeys } from '../../db/schema/ledger.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { AppError } from '../errors/AppError.js';
import { runWithClaimedKey, type ClaimedKey } from '../idempotency/claimedKey.js';
import { IdempotencyStore, PENDING_MS } from '../idempotency/IdempotencyStore.js';
import { checkLedger } from './checkLedger.js';
import { purchaseEntry } from './entries.js';
import { fundedPlayer as fundedPlayerOf } from './testing/fundedPlayer.js';
import { Ledger } from './Ledger.js';

// A movement under an idempotent request marks the request's key `applied` in its own commit
// (platform/idempotency/claimedKey.ts), so a retry never runs the work again, whatever happened to the
// answer, and a request whose key a retry took over cannot commit.

let test: TestApp;
let ledger: Ledger;
let now = new Date('2026-12-05T00:00:00Z');
let store: IdempotencyStore;

beforeAll(async () => {
  test = await createTestApp({ seed: false });
  ledger = new Ledger(test.database.db);
  store = new IdempotencyStore(test.database.db, () => now);
});
afterAll(async () => test.close());

function fundedPlayer(login: string, kopecks: number): Promise<number> {
  return fundedPlayerOf(test.database.db, ledger, login, kopecks);
}

const REQUEST = { operation: 'POST /api/store/buy', requestHash: 'h' };

async function claimed(scope: string, key: string): Promise<ClaimedKey> {
  const claim = await store.claim({ scope, key, ...REQUEST });
  if (claim.outcome !== 'claimed') throw new Error(`not claimed: ${claim.outcome}`);
  return { scope, key, claimedAt: claim.claimedAt };
}

async function stateOf(scope: string, key: string): Promise<string | undefined> {
  const [row] = await test.database.db
    .select({ state: idempotencyKeys.state })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row?.state;
}

function later(ms: number) {
  now = new Date(now.getTime() + ms);
}

const spend = (userId: number, reference: string) =>
  purchaseEntry({ userId, amountKopecks: 1_000, reference, details: {} });

describe('a movement under a claimed key', () => {
  it.each([
    [
      'a Ledger.transaction',
      (userId: number, reference: string) =>
        ledger.transaction((tx) => ledger.post(spend(userId, reference), tx)),
    ],
    ['a movement alone', (userId: number, reference: string) => ledger.post(spend(userId, reference))],
    [
      'a movement in a plain transaction',
      (userId: number, reference: string) =>
        test.database.db.transaction((tx) => ledger.post(spend(userId, reference), tx)),
    ],
  ])('marks the key applied in its commit (%s), so the key is never run again', async (name, move) => {
    const player = await fundedPlayer(`applied_${name.length}`, 5_000);
    const key = await claimed(`session:${name}`, 'key-applied-1');
    await runWithClaimedKey({ key: key }, () => move(player, `applied:${name}`));
    // The request dies before its answer is stored: the key is not released, nor taken again later.
    expect(await stateOf(key.scope, key.key)).toBe('applied');
    await store.release(key);
    expect(await store.claim({ scope: key.scope, key: key.key, ...REQUEST })).toEqual({
      outcome: 'in_progress',
    });
    later(PENDING_MS + 1);
    expect(await store.claim({ scope: key.scope, key: key.key, ...REQUEST })).toEqual({
      outcome: 'answer_lost',
    });
    expect((await ledger.balances(player)).balanceKopecks).toBe(4_000);
  });

  it('rolls back with the work: the key stays pending and a retry runs it after the pending time', async () => {
    const player = await fundedPlayer('applied_rollback', 5_000);
    const key = await claimed('session:rollback', 'key-rollback');
    const failing = runWithClaimedKey({ key: key }, () =>
      ledger.transaction(async (tx) => {
        await ledger.post(spend(player, 'rollback:1'), tx);
        throw new Error('the grant failed');
      }),
    );
    await expect(failing).rejects.toThrow('the grant failed');
    expect(await stateOf(key.scope, key.key)).toBe('pending');
    later(PENDING_MS + 1);
    const retry = await claimed('session:rollback', 'key-rollback');
    await runWithClaimedKey({ key: retry }, () =>
      ledger.transaction((tx) => ledger.post(spend(player, 'rollback:2'), tx)),
    );
    expect((await ledger.balances(player)).balanceKopecks).toBe(4_000);
  });

  it("leaves work begun in the request's context alone once the request has answered", async () => {
    const player = await fundedPlayer('applied_later', 5_000);
    const key = await claimed('session:later', 'key-later');
    const holder = { key: key as ClaimedKey | undefined };
    // A timer armed while the request runs keeps its context; it moves value after the answer.
    const later = runWithClaimedKey(holder, () =>
      new Promise<void>((resolve) => setTimeout(resolve, 20)).then(() =>
        ledger.post(spend(player, 'later:1')),
      ),
    );
    holder.key = undefined;
    await store.release(key);
    await later;
    expect(await stateOf(key.scope, key.key)).toBeUndefined();
    expect((await ledger.balances(player)).balanceKopecks).toBe(4_000);
  });

  it('refuses to commit once a retry has taken the key over, so only one of them moves value', async () => {
    const player = await fundedPlayer('applied_taken', 5_000);
    const first = await claimed('session:taken', 'key-taken');
    later(PENDING_MS + 1);
    const retry = await claimed('session:taken', 'key-taken');
    for (const move of [
      () => ledger.transaction((tx) => ledger.post(spend(player, 'taken:first'), tx)),
      () => ledger.post(spend(player, 'taken:first')),
    ]) {
      const late = runWithClaimedKey({ key: first }, move);
      await expect(late).rejects.toSatisfy(
        (error) => error instanceof AppError && error.code === 'IDEMPOTENCY_IN_PROGRESS',
      );
    }
    // The late first request's answer does not overwrite the retry's key either.
    await store.complete(first, { status: 409, body: '{}', type: null });
    expect(await stateOf('session:taken', 'key-taken')).toBe('pending');
    await runWithClaimedKey({ key: retry }, () =>
      ledger.transaction((tx) => ledger.post(spend(player, 'taken:retry'), tx)),
    );
    expect((await ledger.balances(player)).balanceKopecks).toBe(4_000);
    expect(await checkLedger(test.database.db)).toEqual([]);
  });
});
