import { eq } from 'drizzle-orm';

import { hashPassword } from '../../platform/auth/password.js';
import { STAFF } from '../../platform/auth/knownPermissions.js';
import { permissionTree } from '../../platform/auth/permissions.js';
import { Ledger } from '../../platform/ledger/Ledger.js';
import type { Db } from '../client.js';
import { roleGroups, userRoleGroups, users } from '../schema/accounts.js';

export const demoRoleGroups = [
  { name: 'player', permissions: permissionTree([]) },
  { name: 'editor', permissions: permissionTree(['web.documents.create', 'web.documents.edit']) },
  {
    name: 'admin',
    permissions: permissionTree([
      'web.documents.create',
      'web.documents.edit',
      'web.documents.delete',
      'web.rules.edit',
      'launcher.admin',
      'economy.view',
      'economy.adjust',
      'economy.refund',
      'web.servers.manage',
      'web.team.member',
      ...Object.values(STAFF),
      'store.manage',
    ]),
  },
];

/** Local demo accounts only; docs/manual.md prints these passwords for trying the site. */
export const demoAccounts = [
  {
    login: 'steve',
    email: 'steve@example.com',
    password: 'steve-demo-1',
    groups: ['player'],
    coins: 120,
    kopecks: 25_000,
  },
  {
    login: 'editor',
    email: 'editor@example.com',
    password: 'editor-demo-1',
    groups: ['player', 'editor'],
    coins: 40,
    kopecks: 0,
  },
  {
    login: 'admin',
    email: 'admin@example.com',
    password: 'admin-demo-1',
    groups: ['player', 'editor', 'admin'],
    coins: 0,
    kopecks: 0,
  },
];

/** Role groups and the demo players; re-seeding resets their passwords and groups, nothing else. */
/**
 * The demo balance and coins enter through the ledger like any money: an opening entry against the
 * house's opening-balance account, once per player (the reference makes a re-seed a no-op).
 */
async function openingBalances(
  ledger: Ledger,
  tx: Db,
  userId: number,
  account: { kopecks: number; coins: number },
): Promise<void> {
  const opening = { kind: 'opening' as const, userId, details: {} };
  if (account.kopecks > 0) {
    await ledger.post(
      {
        ...opening,
        reference: `seed:${userId}:balance`,
        postings: [
          { account: { kind: 'user_balance', userId }, amount: account.kopecks },
          { account: { kind: 'opening_balance', currency: 'RUB' }, amount: -account.kopecks },
        ],
      },
      tx,
    );
  }
  if (account.coins > 0) {
    await ledger.post(
      {
        ...opening,
        reference: `seed:${userId}:coins`,
        postings: [
          { account: { kind: 'user_coins', userId }, amount: account.coins },
          { account: { kind: 'opening_balance', currency: 'COIN' }, amount: -account.coins },
        ],
      },
      tx,
    );
  }
}

export async function seedDemoAccounts(db: Db, now: Date): Promise<number> {
  const ledger = new Ledger(db);
  const hashes = await Promise.all(demoAccounts.map((account) => hashPassword(account.password)));
  await db.transaction(async (tx) => {
    for (const group of demoRoleGroups) {
      await tx
        .insert(roleGroups)
        .values(group)
        .onConflictDoUpdate({ target: roleGroups.name, set: { permissions: group.permissions } });
    }
    const groups = await tx.select().from(roleGroups);
    for (const [index, account] of demoAccounts.entries()) {
      const passwordHash = hashes[index] ?? '';
      let [user] = await tx.select().from(users).where(eq(users.login, account.login)).limit(1);
      if (user) {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      } else {
        [user] = await tx
          .insert(users)
          .values({
            login: account.login,
            email: account.email,
            emailVerifiedAt: now,
            passwordHash,
            createdAt: now,
          })
          .returning();
      }
      if (!user) throw new Error(`seed: could not write user ${account.login}`);
      await tx.delete(userRoleGroups).where(eq(userRoleGroups.userId, user.id));
      const groupIds = groups.filter((group) => account.groups.includes(group.name)).map((group) => group.id);
      await tx.insert(userRoleGroups).values(groupIds.map((groupId) => ({ userId: user.id, groupId })));
      await openingBalances(ledger, tx, user.id, account);
    }
  });
  return demoAccounts.length;
}
