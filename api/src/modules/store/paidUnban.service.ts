import { eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gameBans } from '../../db/schema/gameStats.js';
import { storePurchases } from '../../db/schema/store.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import type { DeliveryOutbox } from '../delivery/deliveryOutbox.js';
import { unbanCommand } from '../delivery/gameCommands.js';
import { unbanPriceKopecks, type BanState } from './banState.js';

/** Buying the unban (spec §3, §4): one payment lifts every active ban and tells each server to pardon. */
export class PaidUnbanService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly bans: BanState,
    private readonly outbox: DeliveryOutbox,
    private readonly clock: () => Date,
  ) {}

  async unban(userId: number) {
    return this.db.transaction(async (tx) => {
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
      const price = unbanPriceKopecks(active);
      const now = this.clock();
      const [purchase] = await tx
        .insert(storePurchases)
        .values({
          userId,
          serverId: active[0]?.serverId ?? 0,
          kind: 'unban',
          listKopecks: price,
          paidKopecks: price,
          createdAt: now,
        })
        .returning({ id: storePurchases.id });
      if (purchase === undefined) throw new Error('unban insert returned no row');
      await this.ledger.post(
        {
          kind: 'purchase',
          userId,
          reference: `store:unban:${purchase.id}`,
          details: { item: 'unban', bans: active.length },
          postings: [
            { account: { kind: 'user_balance', userId }, amount: -price },
            { account: { kind: 'revenue', currency: 'RUB' }, amount: price },
          ],
        },
        tx,
      );
      await tx
        .update(gameBans)
        .set({ liftedAt: now, liftedBy: 'paid unban' })
        .where(
          inArray(
            gameBans.id,
            active.map((ban) => ban.id),
          ),
        );
      const servers = [...new Map(active.map((ban) => [ban.serverId, ban.server])).entries()];
      await this.outbox.enqueue(
        tx,
        servers.map(([serverId]) => ({
          serverId,
          userId,
          player: user.login,
          kind: 'unban' as const,
          command: unbanCommand(user.login),
          purchaseId: purchase.id,
        })),
      );
      const balances = await this.ledger.balances(userId, tx);
      return {
        servers: servers.map(([, slug]) => slug),
        paidKopecks: price,
        balanceKopecks: balances.balanceKopecks,
      };
    });
  }
}
