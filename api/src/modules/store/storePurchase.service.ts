import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { playerRoles, storeRoles } from '../../db/schema/store.js';
import { AppError } from '../../platform/errors/AppError.js';
import { balanceAfter, type Ledger } from '../../platform/ledger/Ledger.js';
import {
  type DeliveryOutbox,
  grantRoleCommand,
  type NewDelivery,
  revokeRoleCommand,
} from '../delivery/index.js';
import { endReplacedGrant, type GrantWrite, nextPurchaseId, writeRolePurchase } from './purchaseWrites.js';
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
      // first one's grant). The purchase's id comes with it, for the ledger's reference.
      const [user] = await tx
        .select({ login: users.login, purchaseId: nextPurchaseId })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (user === undefined) throw new AppError('UNAUTHORIZED');
      const purchaseId = user.purchaseId;
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

      let ledgerTransactionId: number | null = null;
      // The balance the answer shows: as the movement left it, or read when nothing moved.
      let balanceKopecks: number | undefined;
      if (quote.paidKopecks > 0) {
        const posted = await this.ledger.post(
          {
            kind: 'purchase',
            userId,
            reference: `store:purchase:${purchaseId}`,
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
      let grant: GrantWrite;
      if (quote.mode === 'extend' && quote.grantId !== null) {
        grant = { kind: 'extend', grantId: quote.grantId, endsAt: quote.endsAt };
      } else {
        const replaced =
          quote.mode === 'replace' && quote.grantId !== null
            ? await endReplacedGrant(tx, quote.grantId, now)
            : undefined;
        if (replaced !== undefined) {
          deliveries.push({
            serverId: role.serverId,
            userId,
            player: user.login,
            kind: 'revoke',
            command: revokeRoleCommand(user.login, replaced.grantGroup, replaced.forever),
            purchaseId,
          });
        }
        grant = { kind: 'new', endsAt: quote.endsAt, replacedGrantId: replaced?.id ?? null };
      }
      deliveries.push({
        serverId: role.serverId,
        userId,
        player: user.login,
        kind: 'role',
        command: grantRoleCommand(user.login, role.grantGroup, quote.grantSeconds),
        purchaseId,
      });
      const batch = this.outbox.batch(deliveries);
      const grantId = await writeRolePurchase(
        tx,
        {
          id: purchaseId,
          userId,
          serverId: role.serverId,
          roleId: role.id,
          period: input.period,
          mode: quote.mode,
          listKopecks: quote.listKopecks,
          discountPercent: quote.discountPercent,
          creditKopecks: quote.creditKopecks,
          paidKopecks: quote.paidKopecks,
          ledgerTransactionId,
          createdAt: now,
        },
        grant,
        batch,
      );
      const deliveryIds = batch.ids;
      balanceKopecks ??= (await this.ledger.balances(userId, tx)).balanceKopecks;
      return {
        purchaseId,
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
