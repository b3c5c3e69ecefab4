import { desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/ledger.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';
import { playerRoles, storeDeliveries, storePurchases, storeRoles } from '../../db/schema/store.js';
import type { StaffPlayerRecords } from './playerRecords.schemas.js';

/** Each list on the staff player card is short: the newest rows, the staff screens hold the rest. */
const ROWS = 20;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * What a player holds and went through on the game servers and in the store: roles per server, purchases,
 * top-ups, deliveries and game bans (the staff player card, docs/staff.md "Players").
 */
export async function playerRecords(db: Db, userId: number, now: Date): Promise<StaffPlayerRecords> {
  const [roles, purchases, paid, deliveries, bans] = await Promise.all([
    db
      .select({ grant: playerRoles, server: gameServers, role: storeRoles.name })
      .from(playerRoles)
      .innerJoin(gameServers, eq(gameServers.id, playerRoles.serverId))
      .innerJoin(storeRoles, eq(storeRoles.id, playerRoles.roleId))
      .where(eq(playerRoles.userId, userId))
      .orderBy(desc(playerRoles.startsAt), desc(playerRoles.id))
      .limit(ROWS),
    db
      .select({ purchase: storePurchases, serverName: gameServers.name, role: storeRoles.name })
      .from(storePurchases)
      .innerJoin(gameServers, eq(gameServers.id, storePurchases.serverId))
      .leftJoin(storeRoles, eq(storeRoles.id, storePurchases.roleId))
      .where(eq(storePurchases.userId, userId))
      .orderBy(desc(storePurchases.id))
      .limit(ROWS),
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(ROWS),
    db
      .select({ delivery: storeDeliveries, serverName: gameServers.name })
      .from(storeDeliveries)
      .innerJoin(gameServers, eq(gameServers.id, storeDeliveries.serverId))
      .where(eq(storeDeliveries.userId, userId))
      .orderBy(desc(storeDeliveries.createdAt))
      .limit(ROWS),
    db
      .select({ ban: gameBans, serverName: gameServers.name })
      .from(gameBans)
      .innerJoin(gamePlayers, eq(gamePlayers.id, gameBans.playerId))
      .innerJoin(gameServers, eq(gameServers.id, gameBans.serverId))
      .where(eq(gamePlayers.userId, userId))
      .orderBy(desc(gameBans.startsAt), desc(gameBans.id))
      .limit(ROWS),
  ]);
  const inForce = (endsAt: Date | null, endedAt: Date | null) =>
    endedAt === null && (endsAt === null || endsAt.getTime() > now.getTime());
  return {
    roles: roles.map(({ grant, server, role }) => ({
      id: grant.id,
      server: server.slug,
      serverName: server.name,
      role,
      startsAt: grant.startsAt.toISOString(),
      endsAt: iso(grant.endsAt),
      endedEarlyAt: iso(grant.endedEarlyAt),
      active: grant.startsAt.getTime() <= now.getTime() && inForce(grant.endsAt, grant.endedEarlyAt),
    })),
    purchases: purchases.map(({ purchase, serverName, role }) => ({
      id: purchase.id,
      serverName,
      kind: purchase.kind,
      role,
      period: purchase.period,
      paidKopecks: purchase.paidKopecks,
      coins: purchase.coins,
      refunded: purchase.refundedWipeId !== null,
      createdAt: purchase.createdAt.toISOString(),
    })),
    payments: paid.map((payment) => ({
      id: payment.id,
      method: payment.method,
      status: payment.status,
      amountKopecks: payment.amountKopecks,
      createdAt: payment.createdAt.toISOString(),
    })),
    deliveries: deliveries.map(({ delivery, serverName }) => ({
      id: delivery.id,
      serverName,
      kind: delivery.kind,
      state: delivery.state,
      attempts: delivery.attempts,
      createdAt: delivery.createdAt.toISOString(),
      deliveredAt: iso(delivery.deliveredAt),
    })),
    gameBans: bans.map(({ ban, serverName }) => ({
      id: ban.id,
      serverName,
      reason: ban.reason,
      bannedBy: ban.bannedBy,
      startsAt: ban.startsAt.toISOString(),
      endsAt: iso(ban.endsAt),
      permanent: ban.permanent,
      active: inForce(ban.permanent ? null : ban.endsAt, ban.liftedAt),
      liftedAt: iso(ban.liftedAt),
    })),
  };
}
