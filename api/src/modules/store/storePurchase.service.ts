import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { playerRoles, storePurchases, storeRoles } from '../../db/schema/store.js';
import { AppError } from '../../platform/errors/AppError.js';
import { balanceAfter, type Ledger } from '../../platform/ledger/Ledger.js';
import {
  type DeliveryOutbox,
  grantRoleCommand,
  type NewDelivery,
  revokeRoleCommand,
} from '../delivery/index.js';
import { carryPurchases } from './grantValue.js';
import { unknownRole, type StoreCatalogue } from './storeCatalogue.js';
import { REFUSALS } from './storeRefusals.js';
import { quotePurchase, type BuyMode, type HeldGrant, type RolePeriod } from './storeRules.js';

export interface BuyRoleInput {
  roleId: number;
  period: RolePeriod;
  mode: BuyMode;
}

/** Buying roles from the balance: quote, ledger, grant and delivery rows in one transaction. */
export class StorePurchaseService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly catalogue: StoreCatalogue,
    private readonly outbox: DeliveryOutbox,
    private readonly clock: () => Date,
  ) {}

  /** Roles the player holds on the server (or everywhere), joined with what the quote needs. */
  async held(db: Db, userId: number, serverId?: number): Promise<(HeldGrant & { serverId: number })[]> {
    const conditions = [eq(playerRoles.userId, userId), isNull(playerRoles.endedEarlyAt)];
    if (serverId !== undefined) conditions.push(eq(playerRoles.serverId, serverId));
    const rows = await db
      .select({ grant: playerRoles, role: storeRoles })
      .from(playerRoles)
      .innerJoin(storeRoles, eq(storeRoles.id, playerRoles.roleId))
      .where(and(...conditions));
    return rows.map(({ grant, role }) => ({
      grantId: grant.id,
      roleId: grant.roleId,
      serverId: grant.serverId,
      endsAt: grant.endsAt,
      discountPercent: role.discountPercent,
      priceMonthKopecks: role.priceMonthKopecks,
    }));
  }

  async buyRole(userId: number, input: BuyRoleInput) {
    // The history names the server in words (read before the transaction holds the connection, beside
    // the role rather than after it). A hidden or retired server sells nothing, even to a page opened
    // before staff hid it.
    const [role, servers] = await Promise.all([this.catalogue.role(input.roleId), this.catalogue.servers()]);
    if (!role.onSale) throw unknownRole();
    const server = servers.find((item) => item.id === role.serverId);
    if (server === undefined) throw unknownRole();
    return this.ledger.transaction(async (tx) => {
      const now = this.clock();
      // The player's row, locked: serialises two purchases of one player (the second quotes against the
      // first one's grant).
      const [user] = await tx
        .select({ login: users.login })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (user === undefined) throw new AppError('UNAUTHORIZED');
      const held = await this.held(tx, userId, role.serverId);
      const quote = quotePurchase({
        roleId: role.id,
        prices: role,
        period: input.period,
        mode: input.mode,
        held,
        now,
      });
      if (typeof quote === 'string') throw new AppError('CONFLICT', REFUSALS[quote]);

      const [purchase] = await tx
        .insert(storePurchases)
        .values({
          userId,
          serverId: role.serverId,
          kind: 'role',
          roleId: role.id,
          period: input.period,
          mode: quote.mode,
          listKopecks: quote.listKopecks,
          discountPercent: quote.discountPercent,
          creditKopecks: quote.creditKopecks,
          paidKopecks: quote.paidKopecks,
          createdAt: now,
        })
        .returning();
      if (purchase === undefined) throw new Error('purchase insert returned no row');
      let ledgerTransactionId: number | null = null;
      // The balance the answer shows: as the movement left it, or read when nothing moved.
      let balanceKopecks: number | undefined;
      if (quote.paidKopecks > 0) {
        const posted = await this.ledger.post(
          {
            kind: 'purchase',
            userId,
            reference: `store:purchase:${purchase.id}`,
            details: {
              item: 'role',
              roleId: role.id,
              role: role.name.en,
              roleRu: role.name.ru,
              period: input.period,
              server: role.serverId,
              serverName: server.name,
            },
            postings: [
              { account: { kind: 'user_balance', userId }, amount: -quote.paidKopecks },
              { account: { kind: 'revenue', currency: 'RUB' }, amount: quote.paidKopecks },
            ],
          },
          tx,
        );
        ledgerTransactionId = posted.transactionId;
        balanceKopecks = balanceAfter(posted, { kind: 'user_balance', userId });
      }

      const deliveries: NewDelivery[] = [];
      let grantId: number;
      let replacedGrantId: number | null = null;
      if (quote.mode === 'extend' && quote.grantId !== null) {
        grantId = quote.grantId;
        await tx
          .update(playerRoles)
          .set({ endsAt: quote.endsAt, lastPurchaseId: purchase.id })
          .where(eq(playerRoles.id, grantId));
      } else {
        if (quote.mode === 'replace' && quote.grantId !== null) {
          const [ended] = await tx
            .update(playerRoles)
            .set({ endedEarlyAt: now })
            .where(eq(playerRoles.id, quote.grantId))
            .returning();
          // Read through the transaction: the embedded database has one connection, held by it.
          const [old] =
            ended === undefined
              ? []
              : await tx.select().from(storeRoles).where(eq(storeRoles.id, ended.roleId));
          replacedGrantId = ended?.id ?? null;
          if (old !== undefined && ended !== undefined) {
            deliveries.push({
              serverId: role.serverId,
              userId,
              player: user.login,
              kind: 'revoke',
              command: revokeRoleCommand(user.login, old.grantGroup, ended.endsAt === null),
              purchaseId: purchase.id,
            });
          }
        }
        const [grant] = await tx
          .insert(playerRoles)
          .values({
            userId,
            serverId: role.serverId,
            roleId: role.id,
            startsAt: now,
            endsAt: quote.endsAt,
            lastPurchaseId: purchase.id,
          })
          .returning({ id: playerRoles.id });
        grantId = grant?.id ?? 0;
        // The replaced role's days paid for part of this one: its purchases now stand behind this grant.
        if (replacedGrantId !== null) await carryPurchases(tx, replacedGrantId, grantId);
      }
      await tx
        .update(storePurchases)
        .set({ grantId, ledgerTransactionId })
        .where(eq(storePurchases.id, purchase.id));
      deliveries.push({
        serverId: role.serverId,
        userId,
        player: user.login,
        kind: 'role',
        command: grantRoleCommand(user.login, role.grantGroup, quote.grantSeconds),
        purchaseId: purchase.id,
      });
      const deliveryIds = await this.outbox.enqueue(tx, deliveries);
      balanceKopecks ??= (await this.ledger.balances(userId, tx)).balanceKopecks;
      return {
        purchaseId: purchase.id,
        grantId,
        mode: quote.mode,
        roleId: role.id,
        period: input.period,
        listKopecks: quote.listKopecks,
        discountPercent: quote.discountPercent,
        creditKopecks: quote.creditKopecks,
        paidKopecks: quote.paidKopecks,
        endsAt: quote.endsAt?.toISOString() ?? null,
        balanceKopecks,
        deliveryIds,
        /** What was bought, as read before the transaction, for the answer's names. */
        bought: { role, server },
      };
    });
  }
}
