import { and, asc, eq, gt, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gameServers } from '../../db/schema/servers.js';
import { playerRoles, storePurchases, storeRoles, storeWipes } from '../../db/schema/store.js';
import type { AuditActor, AuditLog } from '../../platform/audit/AuditLog.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import type { Locale } from '../../platform/locale.js';
import { type DeliveryOutbox, revokeRoleCommand } from '../delivery/index.js';
import { localized, type StoreCatalogue } from './storeCatalogue.js';
import { DAY_MS } from './storeRules.js';
import { WIPE_ERRORS } from './wipeRules.js';

/** docs/product.md#store: the refund opens 14 days before a wipe; roles bought within 15 days of it are returned. */
export const REFUND_WINDOW_DAYS = 14;
export const REFUNDABLE_ROLE_DAYS = 15;

/** Whether the refund before `wipeAt` is open at `now`: from exactly 14 days before until the wipe. */
export function refundWindowOpen(wipeAt: Date, now: Date): boolean {
  const opens = wipeAt.getTime() - REFUND_WINDOW_DAYS * DAY_MS;
  return now.getTime() >= opens && now.getTime() < wipeAt.getTime();
}

/** Scheduling wipes (staff) and returning a player's spending on a server before one (cabinet/refund). */
export class WipeRefundService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly catalogue: StoreCatalogue,
    private readonly outbox: DeliveryOutbox,
    private readonly audit: AuditLog,
    private readonly clock: () => Date,
  ) {}

  /** A wipe ahead of now; scheduling the moment of a cancelled one brings it back. */
  async schedule(slug: string, wipeAt: Date, actor: AuditActor & { userId: number }) {
    if (wipeAt.getTime() <= this.clock().getTime()) {
      throw new AppError('VALIDATION_FAILED', WIPE_ERRORS.past, { field: 'wipeAt' });
    }
    const server = await this.catalogue.anyServer(slug);
    await this.db.transaction(async (tx) => {
      const [wipe] = await tx
        .insert(storeWipes)
        .values({ serverId: server.id, wipeAt, createdBy: actor.userId, createdAt: this.clock() })
        .onConflictDoUpdate({
          target: [storeWipes.serverId, storeWipes.wipeAt],
          set: { cancelledAt: null, cancelledBy: null },
        })
        .returning({ id: storeWipes.id });
      await this.audit.record(
        actor,
        { action: 'store.wipes.schedule', target: `wipe:${wipe?.id ?? 0}`, after: { server: slug, wipeAt } },
        tx,
      );
    });
  }

  /**
   * Cancels a wipe still ahead: its refund window closes at once. Refunds already paid stay paid (the
   * purchases keep pointing at this wipe, so the staff overview still lists them).
   */
  async cancel(wipeId: number, actor: AuditActor & { userId: number }) {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const [wipe] = await tx.select().from(storeWipes).where(eq(storeWipes.id, wipeId)).for('update');
      if (wipe === undefined) throw new AppError('NOT_FOUND', WIPE_ERRORS.noWipe);
      if (wipe.cancelledAt !== null || wipe.wipeAt.getTime() <= now.getTime()) {
        throw new AppError('CONFLICT', WIPE_ERRORS.notAhead);
      }
      await tx
        .update(storeWipes)
        .set({ cancelledAt: now, cancelledBy: actor.userId })
        .where(eq(storeWipes.id, wipeId));
      await this.audit.record(
        actor,
        {
          action: 'store.wipes.cancel',
          target: `wipe:${wipeId}`,
          before: { wipeAt: wipe.wipeAt.toISOString() },
          after: { cancelledAt: now.toISOString() },
        },
        tx,
      );
    });
  }

  /** Wipes still ahead and not cancelled, soonest first. */
  async upcoming(db: Db = this.db) {
    const rows = await db
      .select({ wipe: storeWipes, server: gameServers })
      .from(storeWipes)
      .innerJoin(gameServers, eq(gameServers.id, storeWipes.serverId))
      .where(and(gt(storeWipes.wipeAt, this.clock()), isNull(storeWipes.cancelledAt)))
      .orderBy(asc(storeWipes.wipeAt));
    return rows.map(({ wipe, server }) => ({
      id: wipe.id,
      serverId: server.id,
      server: { slug: server.slug, name: server.name },
      wipeAt: wipe.wipeAt,
    }));
  }

  /**
   * Per server with an open window: what a refund would return. It follows what the player holds there
   * now, not what they once bought there: each running grant on the server with the purchases standing
   * behind it (a replaced or moved role's purchases follow the grant that carries its value, see
   * grantValue.ts), made within the 15 days before the wipe and not yet returned. A grant with nothing to
   * return is left out and kept.
   */
  async preview(userId: number, locale: Locale, db: Db = this.db) {
    const now = this.clock();
    const open = (await this.upcoming(db)).filter((wipe) => refundWindowOpen(wipe.wipeAt, now));
    const result = [];
    for (const wipe of open) {
      const since = new Date(wipe.wipeAt.getTime() - REFUNDABLE_ROLE_DAYS * DAY_MS);
      const held = alias(storeRoles, 'held_role');
      const rows = await db
        .select({ purchase: storePurchases, role: storeRoles, grant: playerRoles, heldRole: held })
        .from(playerRoles)
        .innerJoin(held, eq(held.id, playerRoles.roleId))
        .innerJoin(storePurchases, eq(storePurchases.grantId, playerRoles.id))
        .innerJoin(storeRoles, eq(storeRoles.id, storePurchases.roleId))
        .where(
          and(
            eq(playerRoles.userId, userId),
            eq(playerRoles.serverId, wipe.serverId),
            isNull(playerRoles.endedEarlyAt),
            or(isNull(playerRoles.endsAt), gt(playerRoles.endsAt, now)),
            eq(storePurchases.userId, userId),
            eq(storePurchases.kind, 'role'),
            isNull(storePurchases.refundedWipeId),
            gte(storePurchases.createdAt, since),
            lt(storePurchases.createdAt, wipe.wipeAt),
            gt(storePurchases.paidKopecks, 0),
          ),
        )
        .orderBy(asc(storePurchases.createdAt), asc(storePurchases.id));
      result.push({
        wipeId: wipe.id,
        serverId: wipe.serverId,
        server: wipe.server,
        wipeAt: wipe.wipeAt.toISOString(),
        items: rows.map(({ purchase, role }) => ({
          purchaseId: purchase.id,
          roleName: localized(role.name, locale),
          period: purchase.period ?? 'month',
          paidKopecks: purchase.paidKopecks,
          boughtAt: purchase.createdAt.toISOString(),
        })),
        grants: [
          ...new Map(rows.map(({ grant, heldRole }) => [grant.id, { grant, role: heldRole }])).values(),
        ],
        totalKopecks: rows.reduce((sum, { purchase }) => sum + purchase.paidKopecks, 0),
      });
    }
    return result;
  }

  /** One action: what the preview lists back to the balance, the grants behind it ended and revoked in the game. */
  async refund(userId: number, slug: string, locale: Locale) {
    return this.ledger.transaction(async (tx) => {
      const [user] = await tx
        .select({ login: users.login })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (user === undefined) throw new AppError('UNAUTHORIZED');
      const entry = (await this.preview(userId, locale, tx)).find((item) => item.server.slug === slug);
      if (entry === undefined) {
        throw new AppError('CONFLICT', {
          ru: 'Возврат открыт только в последние 14 дней перед вайпом сервера',
          en: 'A refund is open only in the last 14 days before the server is wiped',
        });
      }
      if (entry.totalKopecks === 0) {
        throw new AppError('CONFLICT', { ru: 'Возвращать нечего', en: 'There is nothing to refund' });
      }
      const { serverId } = entry;
      const purchaseIds = entry.items.map((item) => item.purchaseId);
      await this.ledger.post(
        {
          kind: 'wipe_refund',
          userId,
          reference: `store:wipe:${entry.wipeId}:user:${userId}:${purchaseIds.join(',')}`,
          details: { server: slug, purchases: purchaseIds.length },
          postings: [
            { account: { kind: 'user_balance', userId }, amount: entry.totalKopecks },
            { account: { kind: 'refunds', currency: 'RUB' }, amount: -entry.totalKopecks },
          ],
        },
        tx,
      );
      await tx
        .update(storePurchases)
        .set({ refundedWipeId: entry.wipeId })
        .where(inArray(storePurchases.id, purchaseIds));
      // What is paid back is given up: each grant behind the refund ends now and the game revokes it.
      const now = this.clock();
      await tx
        .update(playerRoles)
        .set({ endedEarlyAt: now })
        .where(
          inArray(
            playerRoles.id,
            entry.grants.map(({ grant }) => grant.id),
          ),
        );
      await this.outbox.enqueue(
        tx,
        entry.grants.map(({ grant, role }) => ({
          serverId,
          userId,
          player: user.login,
          kind: 'revoke' as const,
          command: revokeRoleCommand(user.login, role.grantGroup, grant.endsAt === null),
        })),
      );
      const balances = await this.ledger.balances(userId, tx);
      return { refundedKopecks: entry.totalKopecks, balanceKopecks: balances.balanceKopecks };
    });
  }
}
