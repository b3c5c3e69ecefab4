import { eq } from 'drizzle-orm';

import type { Db } from '../../../db/client.js';
import { roleGroups, userRoleGroups, users } from '../../../db/schema/accounts.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { Ledger } from '../../../platform/ledger/Ledger.js';

export interface DemoPlayer {
  userId: number;
  login: string;
  password: string;
  /** The player's own address (RFC 2544's benchmark range), sent as X-Forwarded-For. */
  address: string;
  openingCoins: number;
}

const BATCH = 500;

/**
 * `count` verified players in the `player` group, each with `coins` site coins from an opening ledger
 * entry, written straight to the database before anything is timed: the wipe day is players who
 * already have accounts coming back at once. One password hash serves them all (argon2 hashing is
 * deliberately slow; each sign-in still verifies it).
 */
export async function createDemoPlayers(db: Db, count: number, coins: number): Promise<DemoPlayer[]> {
  const password = 'wipe-day-demo-1';
  const passwordHash = await hashPassword(password);
  const now = new Date();
  const [group] = await db
    .select({ id: roleGroups.id })
    .from(roleGroups)
    .where(eq(roleGroups.name, 'player'));
  const ledger = new Ledger(db);
  const players: DemoPlayer[] = [];
  for (let from = 0; from < count; from += BATCH) {
    const logins = Array.from(
      { length: Math.min(BATCH, count - from) },
      (_, index) => `wipe_${String(from + index).padStart(5, '0')}`,
    );
    const rows = await db
      .insert(users)
      .values(
        logins.map((login) => ({
          login,
          email: `${login}@example.com`,
          emailVerifiedAt: now,
          passwordHash,
          createdAt: now,
        })),
      )
      .returning({ id: users.id, login: users.login });
    if (group !== undefined)
      await db.insert(userRoleGroups).values(rows.map((row) => ({ userId: row.id, groupId: group.id })));
    for (const row of rows) {
      await ledger.post({
        kind: 'opening',
        userId: row.id,
        reference: `wipe-day:${String(row.id)}:coins`,
        details: {},
        postings: [
          { account: { kind: 'user_coins', userId: row.id }, amount: coins },
          { account: { kind: 'opening_balance', currency: 'COIN' }, amount: -coins },
        ],
      });
      const index = players.length;
      players.push({
        userId: row.id,
        login: row.login,
        password,
        address: `198.18.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}`,
        openingCoins: coins,
      });
    }
  }
  return players;
}
