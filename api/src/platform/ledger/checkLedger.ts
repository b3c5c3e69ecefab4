import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/ledger.js';

export interface LedgerProblem {
  kind: 'currency_not_zero' | 'transaction_not_balanced' | 'balance_drift' | 'negative_player_account';
  detail: string;
}

/**
 * The ledger's invariants: every currency sums to zero, every transaction is balanced per currency,
 * every account's cached balance equals the sum of its postings, and no player account is negative.
 */
export async function checkLedger(db: Db): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const currencies = await rowsOf<{ currency: string; total: string }>(
    db,
    sql`select ${ledgerPostings.currency} as currency, sum(${ledgerPostings.amount})::text as total
        from ${ledgerPostings} group by 1 having sum(${ledgerPostings.amount}) <> 0`,
  );
  for (const row of currencies) {
    problems.push({ kind: 'currency_not_zero', detail: `${row.currency} sums to ${row.total}` });
  }
  const unbalanced = await rowsOf<{ id: string; currency: string; total: string }>(
    db,
    sql`select p.transaction_id::text as id, p.currency, sum(p.amount)::text as total
        from ${ledgerPostings} p join ${ledgerTransactions} t on t.id = p.transaction_id
        group by 1, 2 having sum(p.amount) <> 0`,
  );
  for (const row of unbalanced) {
    problems.push({
      kind: 'transaction_not_balanced',
      detail: `transaction ${row.id} sums to ${row.total} ${row.currency}`,
    });
  }
  const drift = await rowsOf<{ key: string; cached: string; actual: string }>(
    db,
    sql`select a.key, a.balance::text as cached, coalesce(sum(p.amount), 0)::text as actual
        from ${ledgerAccounts} a left join ${ledgerPostings} p on p.account_id = a.id
        group by a.id, a.key, a.balance having a.balance <> coalesce(sum(p.amount), 0)`,
  );
  for (const row of drift) {
    problems.push({
      kind: 'balance_drift',
      detail: `${row.key}: cached ${row.cached}, postings sum to ${row.actual}`,
    });
  }
  const negative = await rowsOf<{ key: string; balance: string }>(
    db,
    sql`select key, balance::text as balance from ${ledgerAccounts}
        where user_id is not null and balance < 0`,
  );
  for (const row of negative) {
    problems.push({ kind: 'negative_player_account', detail: `${row.key} is ${row.balance}` });
  }
  return problems;
}
