import { eq } from 'drizzle-orm';

import { users } from '../../../db/schema/accounts.js';
import { Ledger } from '../../../platform/ledger/Ledger.js';
import type { TestApp } from '../../../testing/createTestApp.js';
import { signIn } from '../../../testing/signIn.js';

/**
 * A demo player signed in with `kopecks` added to the balance, entered like any money: through the
 * ledger, once per `reference` (the test file's name for it).
 */
export async function fundedPlayer(
  t: TestApp,
  login: 'steve' | 'editor',
  kopecks: number,
  reference: string,
) {
  const headers = await signIn(t.app, login);
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  const userId = user?.id ?? 0;
  await new Ledger(t.database.db).post({
    kind: 'adjustment',
    userId,
    reference: `test:${reference}:${login}`,
    postings: [
      { account: { kind: 'user_balance', userId }, amount: kopecks },
      { account: { kind: 'adjustments', currency: 'RUB' }, amount: -kopecks },
    ],
  });
  return { headers, userId };
}
