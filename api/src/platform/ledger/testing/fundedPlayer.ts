import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/accounts.js';
import { topupEntry } from '../entries.js';
import type { Ledger } from '../Ledger.js';

/** A new account with `kopecks` on its balance, entered like any money: a top-up through the ledger. */
export async function fundedPlayer(db: Db, ledger: Ledger, login: string, kopecks: number): Promise<number> {
  const [row] = await db.insert(users).values({ login, email: null }).returning();
  if (!row) throw new Error('insert failed');
  await ledger.post(
    topupEntry({
      id: `funds-${login}`,
      userId: row.id,
      provider: 'test',
      method: 'card',
      amountKopecks: kopecks,
      bonusKopecks: 0,
    }),
  );
  return row.id;
}
