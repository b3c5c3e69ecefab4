import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/ledger.js';
import { AppError } from '../errors/AppError.js';
import { claimedKey } from '../idempotency/claimedKey.js';
import { accountIdentity, type AccountIdentity, type AccountRef, type Currency } from './accounts.js';
import {
  addToHouse,
  type BalanceChange,
  createMissingAccounts,
  insertMovement,
  lockPlayers,
  markApplied,
} from './movementStatements.js';

/** What a movement is; the site translates each kind (`transactions` catalogue). */
export type TransactionKind =
  | 'opening'
  | 'topup'
  | 'topup_bonus'
  | 'payment_refund'
  | 'adjustment'
  | 'purchase'
  | 'wipe_refund'
  | 'coins_transfer'
  | 'daily_bonus'
  | 'referral_reward';

export interface Posting {
  account: AccountRef;
  /** Signed minor units (kopecks, coins): positive credits the account, negative debits it. */
  amount: number;
}

export interface LedgerEntry {
  kind: TransactionKind;
  /** The player the movement concerns; their transaction history lists it. */
  userId?: number | null;
  /** Exactly-once key of the business event; posting the same reference again changes nothing. */
  reference?: string;
  details?: Record<string, string | number | null>;
  actorId?: number | null;
  reason?: string | null;
  postings: Posting[];
}

export interface PostResult {
  transactionId: number;
  /** False when the reference had already been posted (a replay): nothing moved this time. */
  created: boolean;
  /** The new balance of each player's account the movement moved, by key (empty for a replay). */
  balancesAfter: ReadonlyMap<string, number>;
}

/** A player's account's balance right after a movement that moved it, if it did. */
export function balanceAfter(result: PostResult, account: AccountRef): number | undefined {
  return result.balancesAfter.get(accountIdentity(account).key);
}

const NOTHING_MOVED: ReadonlyMap<string, number> = new Map();

/** drizzle's transaction handle is a database of its own, so services pass either. */
export type DbOrTx = Db;

export interface PlayerBalances {
  balanceKopecks: number;
  coins: number;
  gameCoins: Record<string, number>;
}

export function insufficientFunds(): AppError {
  return new AppError('INSUFFICIENT_FUNDS');
}

interface MergedPosting {
  identity: AccountIdentity;
  amount: number;
}

/** Checks the entry's arithmetic before any SQL: integers, no zero lines, zero sum per currency. */
export function mergePostings(postings: Posting[]): MergedPosting[] {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two postings');
  const byKey = new Map<string, MergedPosting>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
      throw new Error(`ledger amounts are non-zero integers, got ${posting.amount}`);
    }
    const identity = accountIdentity(posting.account);
    const existing = byKey.get(identity.key);
    if (existing) existing.amount += posting.amount;
    else byKey.set(identity.key, { identity, amount: posting.amount });
  }
  const sums = new Map<Currency, number>();
  for (const { identity, amount } of byKey.values()) {
    sums.set(identity.currency, (sums.get(identity.currency) ?? 0) + amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger postings in ${currency} sum to ${sum}, not zero`);
  }
  const merged = [...byKey.values()].filter((posting) => posting.amount !== 0);
  if (merged.length === 0) throw new Error('a ledger transaction must move something');
  return merged;
}

/** The transaction already posted under `reference`, if any. */
async function postedAs(tx: DbOrTx, reference: string | undefined): Promise<number | undefined> {
  if (reference === undefined) return undefined;
  const [existing] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference));
  return existing?.id;
}

/** A merged posting as a change of its account's balance. */
function changeOf(posting: MergedPosting): BalanceChange {
  return { key: posting.identity.key, amount: posting.amount };
}

/**
 * The double-entry ledger. `post` runs inside the caller's database transaction (or opens one), so a
 * movement commits or rolls back together with the business row it belongs to.
 */
export class Ledger {
  /** The house's amounts of each `transaction` still open, by account key, added just before it commits. */
  private readonly deferredHouse = new WeakMap<DbOrTx, Map<string, number>>();

  constructor(private readonly db: Db) {}

  /**
   * A database transaction whose movements (`post` with its handle) add to the house's accounts only at
   * its end, summed per account and locked in key order, just before the commit. Under load every
   * movement of a kind meets on its house row (every purchase on `revenue`), and a row locked at the
   * movement stayed locked through the rest of the caller's work (the grant, the deliveries, the
   * answer's reads); now it is held for one statement and the commit. Players' balances still move at
   * the movement, so their checks and the rows the caller reads back are as before. A savepoint's handle
   * (`tx.transaction(...)`) is not this transaction's: a movement there moves the house at once.
   */
  async transaction<T>(work: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const house = new Map<string, number>();
      this.deferredHouse.set(tx, house);
      try {
        const result = await work(tx);
        const marked = await addToHouse(
          tx,
          [...house].map(([key, amount]) => ({ key, amount })),
          claimedKey(),
        );
        if (!marked) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
        return result;
      } finally {
        this.deferredHouse.delete(tx);
      }
    });
  }

  async post(entry: LedgerEntry, tx?: DbOrTx): Promise<PostResult> {
    const merged = mergePostings(entry.postings);
    if (tx !== undefined && this.deferredHouse.has(tx)) return this.postIn(tx, entry, merged);
    // Not in a `transaction`, whose end marks the request's key: the movement marks it itself.
    const postMarking = async (own: DbOrTx) => {
      const posted = await this.postIn(own, entry, merged);
      const claimed = claimedKey();
      if (claimed !== undefined && !(await markApplied(own, claimed)))
        throw new AppError('IDEMPOTENCY_IN_PROGRESS');
      return posted;
    };
    return tx !== undefined ? postMarking(tx) : this.db.transaction(postMarking);
  }

  private async postIn(tx: DbOrTx, entry: LedgerEntry, merged: MergedPosting[]): Promise<PostResult> {
    const identities = merged.map((posting) => posting.identity).sort((a, b) => a.key.localeCompare(b.key));
    // Players' accounts are locked first, in id order, because their balance is checked; the house's
    // accounts take their row lock only by the update of their balances, at the end of the movement or
    // of the `transaction` it belongs to, in key order, so the lock order stays global.
    const playerKeys = identities.filter((identity) => !identity.allowNegative).map(({ key }) => key);
    const houseKeys = identities.filter((identity) => identity.allowNegative).map(({ key }) => key);
    let locked: Map<string, number> | undefined = new Map();
    if (playerKeys.length === 0) await createMissingAccounts(tx, identities);
    else {
      const allKeys = identities.map(({ key }) => key);
      locked = await lockPlayers(tx, playerKeys, allKeys);
      if (locked === undefined) {
        await createMissingAccounts(tx, identities);
        locked = await lockPlayers(tx, playerKeys, allKeys);
      }
      if (locked === undefined) throw new Error('a ledger account vanished');
    }

    // Same reference, same accounts: the locks above serialise a replay behind its original, which it
    // answers with (created: false) whatever the balances are now. The reference is looked up only when
    // the movement would be refused or its insert meets the reference already there.
    for (const posting of merged) {
      if (posting.identity.allowNegative) continue;
      const balance = locked.get(posting.identity.key);
      if (balance === undefined) throw new Error(`ledger account ${posting.identity.key} vanished`);
      // The CHECK constraint is the guarantee; this turns the common case into a clear answer before
      // anything is written, so a caller may catch it inside a savepoint.
      if (balance + posting.amount < 0) {
        const replayed = await postedAs(tx, entry.reference);
        if (replayed === undefined) throw insufficientFunds();
        return { transactionId: replayed, created: false, balancesAfter: NOTHING_MOVED };
      }
    }
    const house = merged.filter((posting) => posting.identity.allowNegative).map(changeOf);
    const deferred = this.deferredHouse.get(tx);
    // The players' rows are locked already, so their balances move with the postings; so does a single
    // house account's when the movement is not part of a `transaction` (its lock is then the movement's
    // last). Several house accounts move after the movement, in one statement locking them in key order.
    const houseNow = deferred === undefined && house.length === 1 ? houseKeys : [];
    const written = await insertMovement(tx, {
      kind: entry.kind,
      userId: entry.userId ?? null,
      reference: entry.reference ?? null,
      details: entry.details ?? {},
      actorId: entry.actorId ?? null,
      reason: entry.reason ?? null,
      postings: merged.map((posting) => ({ ...changeOf(posting), currency: posting.identity.currency })),
      balancesNow: [...playerKeys, ...houseNow],
    });
    if (written.transactionId === null) {
      const replayed = await postedAs(tx, entry.reference);
      if (replayed === undefined) throw new Error('ledger transaction insert returned no row');
      return { transactionId: replayed, created: false, balancesAfter: NOTHING_MOVED };
    }
    if (
      written.postings !== merged.length ||
      written.balancesAfter.size !== playerKeys.length + houseNow.length
    ) {
      throw new Error('a ledger account vanished');
    }
    if (deferred !== undefined) {
      for (const { key, amount } of house) deferred.set(key, (deferred.get(key) ?? 0) + amount);
    } else if (houseNow.length === 0) {
      await addToHouse(tx, house);
    }
    for (const key of houseNow) written.balancesAfter.delete(key);
    return { transactionId: written.transactionId, created: true, balancesAfter: written.balancesAfter };
  }

  /** A player's balance, site coins and game coins per server, read from the ledger. */
  async balances(userId: number, db: DbOrTx = this.db): Promise<PlayerBalances> {
    const rows = await db
      .select({
        kind: ledgerAccounts.kind,
        currency: ledgerAccounts.currency,
        balance: ledgerAccounts.balance,
      })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    const result: PlayerBalances = { balanceKopecks: 0, coins: 0, gameCoins: {} };
    for (const row of rows) {
      if (row.kind === 'user_balance') result.balanceKopecks = row.balance;
      else if (row.kind === 'user_coins') result.coins = row.balance;
      else if (row.kind === 'user_game_coins')
        result.gameCoins[row.currency.slice('GAME:'.length)] = row.balance;
    }
    return result;
  }

  /** Whether the reference has been posted (a business event already took effect). */
  async posted(reference: string, db: DbOrTx = this.db): Promise<boolean> {
    const rows = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, reference))
      .limit(1);
    return rows.length > 0;
  }

  /** The player's movements, newest first, each with the change on each of their accounts. */
  async history(
    userId: number,
    filter: { kinds?: TransactionKind[]; currency?: Currency; before?: number; limit: number },
  ) {
    const conditions = [eq(ledgerTransactions.userId, userId)];
    if (filter.kinds !== undefined && filter.kinds.length > 0) {
      conditions.push(inArray(ledgerTransactions.kind, filter.kinds));
    }
    if (filter.before !== undefined) conditions.push(lt(ledgerTransactions.id, filter.before));
    if (filter.currency !== undefined) {
      conditions.push(
        sql`exists (select 1 from ${ledgerPostings} p join ${ledgerAccounts} a on a.id = p.account_id
          where p.transaction_id = ${ledgerTransactions.id} and a.user_id = ${userId}
          and p.currency = ${filter.currency})`,
      );
    }
    const transactions = await this.db
      .select()
      .from(ledgerTransactions)
      .where(and(...conditions))
      .orderBy(desc(ledgerTransactions.id))
      .limit(filter.limit + 1);
    const page = transactions.slice(0, filter.limit);
    const ids = page.map((row) => row.id);
    const postings =
      ids.length === 0
        ? []
        : await this.db
            .select({
              transactionId: ledgerPostings.transactionId,
              amount: ledgerPostings.amount,
              currency: ledgerPostings.currency,
            })
            .from(ledgerPostings)
            .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
            .where(and(inArray(ledgerPostings.transactionId, ids), eq(ledgerAccounts.userId, userId)));
    return {
      entries: page.map((row) => ({
        ...row,
        changes: postings
          .filter((posting) => posting.transactionId === row.id)
          .map(({ amount, currency }) => ({ amount, currency })),
      })),
      hasMore: transactions.length > filter.limit,
    };
  }
}
