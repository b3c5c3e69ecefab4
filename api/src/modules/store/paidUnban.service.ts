import { eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gameBans } from '../../db/schema/gameStats.js';
import { storePurchases } from '../../db/schema/store.js';
import type { AuditActor, AuditLog } from '../../platform/audit/AuditLog.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import { type DeliveryOutbox, unbanCommand } from '../delivery/index.js';
import { type ActiveBan, type BanState, type SiteBans, unbanPriceKopecks } from '../bans/index.js';

/** What a paid unban writes as the lift reason of a site ban (docs/staff.md "Site bans"). */
export const PAID_UNBAN_REASON = 'paid unban';

/**
 * Buying the unban (docs/product.md#store): one payment lifts every active ban — the game servers' and the staff's
 * site ban — and tells each game server to pardon. Lifting a site ban is recorded in the audit log in the
 * same transaction, with the player as the actor, so staff see who lifted it and why.
 */
export class PaidUnbanService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly bans: BanState,
    private readonly siteBans: SiteBans,
    private readonly audit: AuditLog,
    private readonly outbox: DeliveryOutbox,
    private readonly clock: () => Date,
  ) {}

  async unban(userId: number, actor: AuditActor) {
    return this.ledger.transaction(async (tx) => {
      const [user] = await tx
        .select({ login: users.login })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (user === undefined) throw new AppError('UNAUTHORIZED');
      const active = await this.bans.active(userId, tx);
      if (active.length === 0) {
        throw new AppError('CONFLICT', { ru: 'Вы не заблокированы', en: 'You are not banned' });
      }
      const game = active.filter((ban): ban is ActiveBan & { serverId: number } => ban.serverId !== null);
      const price = unbanPriceKopecks(active);
      const now = this.clock();
      // A store purchase belongs to a game server; a ban on the site alone has none, so the ledger
      // transaction (referenced by the site ban) is its only record.
      const purchaseId = await this.recordPurchase(tx, userId, game[0]?.serverId ?? null, price, now);
      const site = active.find((ban) => ban.source === 'site');
      await this.ledger.post(
        {
          kind: 'purchase',
          userId,
          reference: purchaseId === null ? `store:unban:site:${site?.id ?? 0}` : `store:unban:${purchaseId}`,
          details: { item: 'unban', bans: active.length, siteBan: site?.id ?? null },
          postings: [
            { account: { kind: 'user_balance', userId }, amount: -price },
            { account: { kind: 'revenue', currency: 'RUB' }, amount: price },
          ],
        },
        tx,
      );
      if (game.length > 0) {
        await tx
          .update(gameBans)
          .set({ liftedAt: now, liftedBy: PAID_UNBAN_REASON })
          .where(
            inArray(
              gameBans.id,
              game.map((ban) => ban.id),
            ),
          );
      }
      if (site !== undefined) {
        const lifted = await this.siteBans.lift({ userId, actorId: userId, reason: PAID_UNBAN_REASON }, tx);
        await this.audit.record(
          actor,
          {
            action: 'players.bans.lift',
            targetUser: { id: userId, login: user.login },
            target: `site-ban:${site.id}`,
            before: { reason: site.reason, endsAt: site.endsAt?.toISOString() ?? null },
            after: { liftedAt: lifted?.liftedAt?.toISOString() ?? null, liftReason: PAID_UNBAN_REASON },
          },
          tx,
        );
      }
      const servers = [...new Map(game.map((ban) => [ban.serverId, ban.server])).entries()];
      if (purchaseId !== null) {
        await this.outbox.enqueue(
          tx,
          servers.map(([serverId]) => ({
            serverId,
            userId,
            player: user.login,
            kind: 'unban' as const,
            command: unbanCommand(user.login),
            purchaseId,
          })),
        );
      }
      const balances = await this.ledger.balances(userId, tx);
      return {
        servers: servers.map(([, slug]) => slug),
        site: site !== undefined,
        paidKopecks: price,
        balanceKopecks: balances.balanceKopecks,
      };
    });
  }

  private async recordPurchase(
    tx: Db,
    userId: number,
    serverId: number | null,
    price: number,
    now: Date,
  ): Promise<number | null> {
    if (serverId === null) return null;
    const [purchase] = await tx
      .insert(storePurchases)
      .values({ userId, serverId, kind: 'unban', listKopecks: price, paidKopecks: price, createdAt: now })
      .returning({ id: storePurchases.id });
    if (purchase === undefined) throw new Error('unban insert returned no row');
    return purchase.id;
  }
}
