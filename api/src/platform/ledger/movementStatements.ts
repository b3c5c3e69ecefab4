import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/ledger.js';
import { appliedMark, type ClaimedKey } from '../idempotency/claimedKey.js';
import type { AccountIdentity } from './accounts.js';

// The statements of one ledger movement (Ledger.ts). On the common path a movement is two: the players'
// rows locked (once every account is known to exist), then the transaction, its postings and
// the balances in one statement. Every statement is a round trip, and under load each waits its turn
// for the api's event loop and a core; in a `Ledger.transaction` it also holds the players' locks.

/** An amount to add to one account's balance, named by the account's key. */
export interface BalanceChange {
  key: string;
  amount: number;
}

/**
 * Creates the accounts that do not exist yet. `ON CONFLICT` alone would wait for any transaction holding
 * a house account it meets (the conflict is not known until that one ends), so a movement would queue
 * for the house's hot row at its first statement instead of its last.
 */
export async function createMissingAccounts(tx: Db, identities: AccountIdentity[]): Promise<void> {
  await tx.execute(
    sql`insert into ${ledgerAccounts} (key, kind, user_id, currency, allow_negative)
      select v.key, v.kind, v.user_id, v.currency, v.allow_negative
      from (values ${sql.join(
        identities.map(
          (identity) =>
            sql`(${identity.key}, ${identity.kind}, ${identity.userId}::integer, ${identity.currency}, ${identity.allowNegative}::boolean)`,
        ),
        sql`, `,
      )}) as v(key, kind, user_id, currency, allow_negative)
      where not exists (select 1 from ${ledgerAccounts} a where a.key = v.key)
      on conflict (key) do nothing`,
  );
}

const keyList = (keys: string[]) =>
  sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );

/**
 * The players' accounts locked in id order, with their balances (the movement checks them), only when
 * every account of the movement exists: the count of them is an uncorrelated subquery, read without a
 * lock, so when one is missing the statement matches no row and locks nothing. Undefined then: the
 * caller creates what is missing and asks again. Creating waits for any other transaction inserting
 * the same account, and a movement must not wait like that while it holds a player's row (two top-ups
 * creating the house's bonus account deadlocked that way).
 */
export async function lockPlayers(
  tx: Db,
  playerKeys: string[],
  allKeys: string[],
): Promise<Map<string, number> | undefined> {
  const rows = await rowsOf<{ key: string; balance: string | number }>(
    tx,
    sql`select p.key, p.balance
      from ${ledgerAccounts} p
      where p.key in (${keyList(playerKeys)})
        and (select count(*) from ${ledgerAccounts} a where a.key in (${keyList(allKeys)})) = ${allKeys.length}
      order by p.id for update of p`,
  );
  if (rows.length !== playerKeys.length) return undefined;
  return new Map(rows.map((row) => [row.key, Number(row.balance)]));
}

export interface NewMovement {
  kind: string;
  userId: number | null;
  reference: string | null;
  details: Record<string, string | number | null>;
  actorId: number | null;
  reason: string | null;
  postings: (BalanceChange & { currency: string })[];
  /** The accounts whose balances move with the postings (the rest move later, see Ledger.ts). */
  balancesNow: string[];
}

/**
 * The transaction, its postings (their accounts named by key) and the balances of `balancesNow`, in one
 * statement, answering those accounts' new balances. Nothing is written when the reference is already
 * posted: `transactionId` is then null.
 */
export async function insertMovement(
  tx: Db,
  movement: NewMovement,
): Promise<{ transactionId: number | null; postings: number; balancesAfter: Map<string, number> }> {
  const balances =
    movement.balancesNow.length === 0
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(json_build_array(u.key, u.balance)), '[]'::json) from u)`;
  const update =
    movement.balancesNow.length === 0
      ? sql``
      : sql`, u as (
          update ${ledgerAccounts} a set balance = a.balance + v.amount
          from v, t
          where a.key = v.key and a.key in (${keyList(movement.balancesNow)})
          returning a.key, a.balance
        )`;
  const [row] = await rowsOf<{
    transaction_id: string | null;
    postings: number;
    balances_after: [string, number][];
  }>(
    tx,
    sql`with t as (
        insert into ${ledgerTransactions} (kind, user_id, reference, details, actor_id, reason)
        values (${movement.kind}, ${movement.userId}::integer, ${movement.reference},
          ${JSON.stringify(movement.details)}::jsonb, ${movement.actorId}::integer, ${movement.reason})
        on conflict (reference) do nothing
        returning id
      ), v (key, amount, currency) as (
        values ${sql.join(
          movement.postings.map(
            (posting) => sql`(${posting.key}, ${posting.amount}::bigint, ${posting.currency})`,
          ),
          sql`, `,
        )}
      ), p as (
        insert into ${ledgerPostings} (transaction_id, account_id, amount, currency)
        select t.id, a.id, v.amount, v.currency
        from t cross join v join ${ledgerAccounts} a on a.key = v.key
        returning account_id
      )${update}
      select (select id from t)::text as transaction_id, (select count(*) from p)::int as postings,
        ${balances} as balances_after`,
  );
  if (row === undefined) throw new Error('the movement statement answered no row');
  return {
    transactionId: row.transaction_id === null ? null : Number(row.transaction_id),
    postings: row.postings,
    balancesAfter: new Map(row.balances_after),
  };
}

/**
 * The house's accounts (hot rows every movement of their kind touches), locked in key order so the lock
 * order stays global: one account's update alone, or several accounts in one statement whose first part
 * locks them in key order (a locking `select … order by` takes each row's lock as the sort hands it out,
 * and the update then only changes rows it holds; its own row order is the plan's to choose). The lock is
 * the update's own (`no key update`): a plain `for update` would also wait on the key-share locks that
 * other movements' postings hold on these rows until they commit, and two of them deadlocked in the
 * 64-worker ledger test. With a request's claimed key, the same statement marks it applied; answers
 * whether it did (true without a key).
 */
export async function addToHouse(tx: Db, house: BalanceChange[], claimed?: ClaimedKey): Promise<boolean> {
  const changes = house.filter(({ amount }) => amount !== 0);
  if (changes.length === 0) return claimed === undefined || markApplied(tx, claimed);
  // The request's key is marked in the same statement (claimedKey.ts), not in a round trip of its own.
  const mark = claimed === undefined ? undefined : appliedMark(claimed);
  const marked = mark === undefined ? sql`1` : sql`(select count(*)::int from mark)`;
  const updated =
    changes.length === 1
      ? await rowsOf<{ id: string; marked: number }>(
          tx,
          sql`${mark === undefined ? sql`` : sql`with mark as (${mark})`}
            update ${ledgerAccounts} set balance = balance + ${changes[0]?.amount}::bigint
            where key = ${changes[0]?.key} returning id, ${marked} as marked`,
        )
      : await rowsOf<{ id: string; marked: number }>(
          tx,
          sql`with ${mark === undefined ? sql`` : sql`mark as (${mark}), `}locked as materialized (
              select id from ${ledgerAccounts} where key in (${keyList(changes.map(({ key }) => key))}) order by key collate "C" for no key update
            ), v (key, amount) as (
              values ${sql.join(
                changes.map(({ key, amount }) => sql`(${key}, ${amount}::bigint)`),
                sql`, `,
              )}
            )
            update ${ledgerAccounts} a set balance = a.balance + v.amount
            from v, locked
            where a.key = v.key and a.id = locked.id
            returning a.id, ${marked} as marked`,
        );
  if (updated.length !== changes.length) throw new Error('a ledger account vanished');
  return updated[0]?.marked === 1;
}

/** Marks the request's key applied in the caller's transaction; false when a retry has taken it over. */
export async function markApplied(tx: Db, claimed: ClaimedKey): Promise<boolean> {
  const rows = await rowsOf<{ marked: number }>(tx, appliedMark(claimed));
  return rows.length === 1;
}
