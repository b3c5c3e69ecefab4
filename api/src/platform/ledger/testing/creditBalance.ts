import type { Db } from '../../../db/client.js';
import { Ledger, type PostResult } from '../Ledger.js';

/** Puts `kopecks` on a player's balance for a test, entered like any money: an adjustment in the ledger. */
export function creditBalance(
  db: Db,
  userId: number,
  kopecks: number,
  reference: string,
): Promise<PostResult> {
  return new Ledger(db).post({
    kind: 'adjustment',
    userId,
    reference,
    postings: [
      { account: { kind: 'user_balance', userId }, amount: kopecks },
      { account: { kind: 'adjustments', currency: 'RUB' }, amount: -kopecks },
    ],
  });
}
