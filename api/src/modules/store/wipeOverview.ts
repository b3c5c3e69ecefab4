import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gameServers } from '../../db/schema/servers.js';
import { playerRoles, storePurchases, storeWipes } from '../../db/schema/store.js';
import { DAY_MS } from './storeRules.js';
import { REFUND_WINDOW_DAYS, REFUNDABLE_ROLE_DAYS, refundWindowOpen } from './wipeRefund.service.js';

/** How long after its moment a wipe (done or cancelled) stays on the staff screen. */
const SHOWN_AFTER_DAYS = 30;

export type WipeStatus = 'scheduled' | 'cancelled' | 'done';

/**
 * The staff's view of wipes (docs/staff.md "Wipes"): each with its refund window and totals — refunds
 * paid so far by player, and what is still owed if every player with something to return asked now.
 * A cancelled or past wipe owes nothing more; what it paid stays listed.
 */
export async function wipeOverview(db: Db, now: Date) {
  const rows = await db
    .select({ wipe: storeWipes, server: gameServers })
    .from(storeWipes)
    .innerJoin(gameServers, eq(gameServers.id, storeWipes.serverId))
    .where(gt(storeWipes.wipeAt, new Date(now.getTime() - SHOWN_AFTER_DAYS * DAY_MS)))
    .orderBy(asc(storeWipes.wipeAt), asc(storeWipes.id));
  const ids = rows.map((row) => row.wipe.id);
  const paid =
    ids.length === 0
      ? []
      : await db
          .select({
            wipeId: storePurchases.refundedWipeId,
            player: users.login,
            kopecks: sum(storePurchases.paidKopecks).mapWith(Number),
          })
          .from(storePurchases)
          .innerJoin(users, eq(users.id, storePurchases.userId))
          .where(inArray(storePurchases.refundedWipeId, ids))
          .groupBy(storePurchases.refundedWipeId, users.login)
          .orderBy(asc(users.login));
  const result = [];
  for (const { wipe, server } of rows) {
    const status: WipeStatus =
      wipe.cancelledAt !== null ? 'cancelled' : wipe.wipeAt.getTime() <= now.getTime() ? 'done' : 'scheduled';
    const owed = status === 'scheduled' ? await owedBefore(db, server.id, wipe.wipeAt, now) : [];
    const refunds = paid
      .filter((row) => row.wipeId === wipe.id)
      .map((row) => ({ player: row.player, kopecks: row.kopecks }));
    result.push({
      id: wipe.id,
      server: { slug: server.slug, name: server.name },
      wipeAt: wipe.wipeAt.toISOString(),
      status,
      cancelledAt: wipe.cancelledAt?.toISOString() ?? null,
      refundOpensAt: new Date(wipe.wipeAt.getTime() - REFUND_WINDOW_DAYS * DAY_MS).toISOString(),
      refundClosesAt: (wipe.cancelledAt ?? wipe.wipeAt).toISOString(),
      refundOpen: status === 'scheduled' && refundWindowOpen(wipe.wipeAt, now),
      owedPlayers: owed.length,
      owedKopecks: owed.reduce((total, row) => total + row.kopecks, 0),
      refundedPlayers: refunds.length,
      refundedKopecks: refunds.reduce((total, row) => total + row.kopecks, 0),
      refunds,
    });
  }
  return result;
}

/**
 * Per player, what the refund before this wipe would return now: the same purchases the cabinet's
 * preview counts (wipeRefund.service.ts), summed over every player holding a grant on the server.
 */
async function owedBefore(db: Db, serverId: number, wipeAt: Date, now: Date) {
  const since = new Date(wipeAt.getTime() - REFUNDABLE_ROLE_DAYS * DAY_MS);
  return db
    .select({ userId: storePurchases.userId, kopecks: sum(storePurchases.paidKopecks).mapWith(Number) })
    .from(playerRoles)
    .innerJoin(storePurchases, eq(storePurchases.grantId, playerRoles.id))
    .where(
      and(
        eq(playerRoles.serverId, serverId),
        isNull(playerRoles.endedEarlyAt),
        or(isNull(playerRoles.endsAt), gt(playerRoles.endsAt, now)),
        eq(storePurchases.userId, playerRoles.userId),
        eq(storePurchases.kind, 'role'),
        isNull(storePurchases.refundedWipeId),
        gte(storePurchases.createdAt, since),
        lt(storePurchases.createdAt, wipeAt),
        gt(storePurchases.paidKopecks, 0),
      ),
    )
    .groupBy(storePurchases.userId)
    .having(sql`sum(${storePurchases.paidKopecks}) > 0`);
}
