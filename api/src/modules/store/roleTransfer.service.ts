import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { playerRoles, storeRoles } from '../../db/schema/store.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import { carryPurchases } from './grantValue.js';
import { localized, type StoreCatalogue } from './storeCatalogue.js';
import { type DeliveryOutbox, grantRoleCommand, revokeRoleCommand } from '../delivery/index.js';
import type { Locale } from '../../platform/locale.js';
import {
  carriedSeconds,
  checkTransfer,
  isActive,
  transferFee,
  type TransferRefusal,
} from './roleTransferRules.js';

const REFUSALS: Record<TransferRefusal, { ru: string; en: string }> = {
  inactive: { ru: 'Эта привилегия уже закончилась', en: 'This role has already ended' },
  same_server: { ru: 'Привилегия уже на этом сервере', en: 'The role is already on this server' },
  no_such_role: {
    ru: 'На этом сервере такой привилегии нет в продаже',
    en: 'This server does not sell this role',
  },
  already_held: {
    ru: 'На этом сервере у вас уже есть эта привилегия',
    en: 'You already hold this role on that server',
  },
};

function unknownGrant(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Такой привилегии у вас нет', en: 'You do not hold this role' });
}

/** A held role moved to another server for a fee: ledger, old grant ended, new grant, both deliveries. */
export class RoleTransferService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly catalogue: StoreCatalogue,
    private readonly outbox: DeliveryOutbox,
    private readonly clock: () => Date,
  ) {}

  private async grantOf(db: Db, userId: number, grantId: number) {
    const [row] = await db
      .select({ grant: playerRoles, role: storeRoles })
      .from(playerRoles)
      .innerJoin(storeRoles, eq(storeRoles.id, playerRoles.roleId))
      .where(and(eq(playerRoles.id, grantId), eq(playerRoles.userId, userId)));
    if (row === undefined) throw unknownGrant();
    return row;
  }

  private async heldRoleIds(db: Db, userId: number, serverId: number, now: Date) {
    const rows = await db
      .select({
        roleId: playerRoles.roleId,
        endsAt: playerRoles.endsAt,
        endedEarlyAt: playerRoles.endedEarlyAt,
      })
      .from(playerRoles)
      .where(
        and(
          eq(playerRoles.userId, userId),
          eq(playerRoles.serverId, serverId),
          isNull(playerRoles.endedEarlyAt),
        ),
      );
    return rows.filter((row) => isActive(row, now)).map((row) => row.roleId);
  }

  /** Why the grant cannot move to `target` on `serverId` (null when it can): the listing and the transfer ask alike. */
  private async refusal(
    db: Db,
    input: {
      userId: number;
      grant: typeof playerRoles.$inferSelect;
      role: typeof storeRoles.$inferSelect;
      target: typeof storeRoles.$inferSelect | undefined;
      serverId: number;
      now: Date;
    },
  ): Promise<TransferRefusal | null> {
    const { grant, role, target } = input;
    return checkTransfer({
      grant: {
        roleSlug: role.slug,
        serverId: grant.serverId,
        endsAt: grant.endsAt,
        endedEarlyAt: grant.endedEarlyAt,
      },
      target: target && {
        roleId: target.id,
        serverId: target.serverId,
        slug: target.slug,
        onSale: target.onSale,
        priceMonthKopecks: target.priceMonthKopecks,
      },
      heldRoleIdsOnTarget: await this.heldRoleIds(db, input.userId, input.serverId, input.now),
      now: input.now,
    });
  }

  /** The servers the grant can move to, each with the fee; servers that would refuse are left out. */
  async targets(userId: number, grantId: number, locale: Locale) {
    const now = this.clock();
    const { grant, role } = await this.grantOf(this.db, userId, grantId);
    if (!isActive(grant, now)) throw new AppError('CONFLICT', REFUSALS.inactive);
    const servers = await this.catalogue.servers();
    const result = [];
    for (const server of servers) {
      const target = (await this.catalogue.roles(server.id)).find((item) => item.slug === role.slug);
      const refusal = await this.refusal(this.db, { userId, grant, role, target, serverId: server.id, now });
      if (refusal !== null || target === undefined) continue;
      result.push({
        server: { slug: server.slug, name: server.name },
        roleName: localized(target.name, locale),
        priceKopecks: transferFee(target),
      });
    }
    return {
      grantId: grant.id,
      roleName: localized(role.name, locale),
      endsAt: grant.endsAt?.toISOString() ?? null,
      servers: result,
    };
  }

  async transfer(userId: number, grantId: number, serverSlug: string) {
    const server = await this.catalogue.server(serverSlug);
    // The history names both servers in words (read before the transaction holds the connection).
    const serverNames = new Map((await this.catalogue.everyServer()).map((item) => [item.id, item.name]));
    return this.ledger.transaction(async (tx) => {
      const now = this.clock();
      // Serialises two requests of one player (like buying): the second sees the first one's result.
      const [user] = await tx
        .select({ login: users.login })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (user === undefined) throw new AppError('UNAUTHORIZED');
      const { grant, role } = await this.grantOf(tx, userId, grantId);
      const [target] = await tx
        .select()
        .from(storeRoles)
        .where(and(eq(storeRoles.serverId, server.id), eq(storeRoles.slug, role.slug)));
      const refusal = await this.refusal(tx, { userId, grant, role, target, serverId: server.id, now });
      if (refusal !== null || target === undefined) {
        throw new AppError('CONFLICT', REFUSALS[refusal ?? 'no_such_role']);
      }
      const priceKopecks = transferFee(target);
      if (priceKopecks > 0) {
        try {
          await this.ledger.post(
            {
              kind: 'purchase',
              userId,
              // A grant ends when it moves, so it can be transferred once: the grant names the event.
              reference: `store:role-transfer:${grant.id}`,
              details: {
                item: 'role_transfer',
                roleId: target.id,
                role: target.name.en,
                roleRu: target.name.ru,
                from: grant.serverId,
                fromName: serverNames.get(grant.serverId) ?? '',
                server: server.id,
                serverName: server.name,
              },
              postings: [
                { account: { kind: 'user_balance', userId }, amount: -priceKopecks },
                { account: { kind: 'revenue', currency: 'RUB' }, amount: priceKopecks },
              ],
            },
            tx,
          );
        } catch (error) {
          if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
            throw new AppError('INSUFFICIENT_FUNDS', {
              ru: 'На балансе не хватает денег на перенос',
              en: 'Your balance is too low for the transfer',
            });
          }
          throw error;
        }
      }
      await tx.update(playerRoles).set({ endedEarlyAt: now }).where(eq(playerRoles.id, grant.id));
      const [moved] = await tx
        .insert(playerRoles)
        .values({
          userId,
          serverId: server.id,
          roleId: target.id,
          startsAt: now,
          endsAt: grant.endsAt,
          lastPurchaseId: grant.lastPurchaseId,
        })
        .returning({ id: playerRoles.id });
      if (moved !== undefined) await carryPurchases(tx, grant.id, moved.id);
      const deliveryIds = await this.outbox.enqueue(tx, [
        {
          serverId: grant.serverId,
          userId,
          player: user.login,
          kind: 'revoke',
          command: revokeRoleCommand(user.login, role.grantGroup, grant.endsAt === null),
        },
        {
          serverId: server.id,
          userId,
          player: user.login,
          kind: 'role',
          command: grantRoleCommand(user.login, target.grantGroup, carriedSeconds(grant, now)),
        },
      ]);
      const balances = await this.ledger.balances(userId, tx);
      return {
        grantId: moved?.id ?? 0,
        server: { slug: server.slug, name: server.name },
        priceKopecks,
        endsAt: grant.endsAt?.toISOString() ?? null,
        balanceKopecks: balances.balanceKopecks,
        deliveryIds,
      };
    });
  }
}
