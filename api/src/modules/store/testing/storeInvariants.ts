/**
 * What must hold after any sequence of store actions (docs/security.md, "Value conservation"), read from
 * the database and compared with the model.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';

import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../../db/schema/ledger.js';
import { playerRoles, storeDeliveries, storePurchases } from '../../../db/schema/store.js';
import { checkLedger } from '../../../platform/ledger/checkLedger.js';
import { revokeRoleCommand } from '../../delivery/index.js';
import { activeLines, paidForValueGivenUp, SERVERS, type StoreModel } from './storeModel.js';
import type { StoreReal } from './storeCommands.js';

export async function checkStoreInvariants(model: StoreModel, { world, player }: StoreReal): Promise<void> {
  const { db } = world;
  const { userId } = player;

  // Money and coins are where the model says, and the player holds exactly the grants it says.
  const balances = await world.ledger.balances(userId);
  expect(balances.balanceKopecks).toBe(model.balanceKopecks);
  expect(balances.coins).toBe(model.coins);
  for (const server of SERVERS) expect(balances.gameCoins[server] ?? 0).toBe(model.gameCoins[server]);
  const grants = await db.select().from(playerRoles).where(eq(playerRoles.userId, userId));
  const running = grants.filter(
    (grant) => grant.endedEarlyAt === null && (grant.endsAt === null || grant.endsAt.getTime() > model.now),
  );
  expect(running.map((grant) => grant.id).sort()).toEqual(
    activeLines(model)
      .map((line) => line.grantId)
      .sort(),
  );

  // Got back never exceeds what was paid for value no longer held; each returned purchase is one whose
  // grant has ended, and the ledger's wipe refunds are exactly those purchases.
  const [returned] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)::text` })
    .from(ledgerPostings)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerTransactions.kind, 'wipe_refund'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'user_balance'),
      ),
    );
  const refundedFromLedger = Number(returned?.total ?? 0);
  expect(refundedFromLedger).toBe(model.refundedKopecks);
  expect(model.refundedKopecks).toBeLessThanOrEqual(paidForValueGivenUp(model));
  const purchases = await db.select().from(storePurchases).where(eq(storePurchases.userId, userId));
  const refunded = purchases.filter((purchase) => purchase.refundedWipeId !== null);
  expect(refunded.reduce((sum, purchase) => sum + purchase.paidKopecks, 0)).toBe(refundedFromLedger);
  const stillRunning = new Set(running.map((grant) => grant.id));
  for (const purchase of refunded) expect(stillRunning.has(purchase.grantId ?? 0)).toBe(false);
  const givenUp = purchases
    .filter((purchase) => !stillRunning.has(purchase.grantId ?? 0))
    .reduce((sum, purchase) => sum + purchase.paidKopecks, 0);
  expect(refundedFromLedger).toBeLessThanOrEqual(givenUp);

  // A refunded grant has ended and its revoke is queued to its server.
  const refundedLines = model.lines.filter((line) => line.refunded);
  if (refundedLines.length > 0) {
    const ended = grants.filter((grant) => refundedLines.some((line) => line.grantId === grant.id));
    expect(ended.every((grant) => grant.endedEarlyAt !== null)).toBe(true);
    const revokes = await db
      .select({ serverId: storeDeliveries.serverId, command: storeDeliveries.command })
      .from(storeDeliveries)
      .where(and(eq(storeDeliveries.userId, userId), inArray(storeDeliveries.kind, ['revoke'])));
    for (const line of refundedLines) {
      const command = revokeRoleCommand(player.login, line.role, line.endsAt === null);
      expect(revokes).toContainEqual({ serverId: world.serverIds[line.server], command });
    }
  }
}

/** The ledger's own check (`npm run ledger:check`) over everything the sequences wrote. */
export async function expectLedgerClean(real: StoreReal): Promise<void> {
  expect(await checkLedger(real.world.db)).toEqual([]);
}
