import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { CoinsSummary } from './stats.schemas.js';

/**
 * A player's site coins from the ledger: the COIN account's balance, and its postings split into what
 * came in and what went out. No account (or no site account at all) is zero of each.
 */
export async function coinsOf(db: Db, userId: number | null): Promise<CoinsSummary> {
  if (userId === null) return { amount: 0, received: 0, spent: 0 };
  const [row] = await rowsOf<{ amount: string; received: string; spent: string }>(
    db,
    sql`
    SELECT coalesce(sum(la.balance), 0)::bigint AS amount,
      coalesce((SELECT sum(p.amount) FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.user_id = ${userId} AND a.currency = 'COIN' AND p.amount > 0), 0)::bigint AS received,
      coalesce((SELECT -sum(p.amount) FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.user_id = ${userId} AND a.currency = 'COIN' AND p.amount < 0), 0)::bigint AS spent
    FROM ledger_accounts la WHERE la.user_id = ${userId} AND la.currency = 'COIN'`,
  );
  return {
    amount: Number(row?.amount ?? 0),
    received: Number(row?.received ?? 0),
    spent: Number(row?.spent ?? 0),
  };
}
