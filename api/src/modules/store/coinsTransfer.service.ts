import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { AppError } from '../../platform/errors/AppError.js';
import { balanceAfter, type Ledger, type PostResult } from '../../platform/ledger/Ledger.js';
import { type DeliveryOutbox, giveCoinsCommand } from '../delivery/index.js';
import { nextPurchaseId, writeCoinsPurchase } from './purchaseWrites.js';
import type { StoreCatalogue } from './storeCatalogue.js';

/** Site coins to a game server: the ledger moves them to the player's game coins there, and a delivery pays them out. */
export class CoinsTransferService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly catalogue: StoreCatalogue,
    private readonly outbox: DeliveryOutbox,
    private readonly clock: () => Date,
  ) {}

  async transfer(userId: number, slug: string, amount: number) {
    const server = await this.catalogue.server(slug);
    return this.ledger.transaction(async (tx) => {
      // The login for the command, and the record's id for the ledger's reference: the record itself is
      // written with its delivery after the movement, in one statement.
      const [user] = await tx
        .select({ login: users.login, purchaseId: nextPurchaseId })
        .from(users)
        .where(eq(users.id, userId));
      if (user === undefined) throw new AppError('UNAUTHORIZED');
      const purchaseId = user.purchaseId;
      let posted: PostResult;
      try {
        posted = await this.ledger.post(
          {
            kind: 'coins_transfer',
            userId,
            reference: `store:coins:${purchaseId}`,
            details: { server: server.slug, serverName: server.name, amount },
            postings: [
              { account: { kind: 'user_coins', userId }, amount: -amount },
              { account: { kind: 'game_exchange', currency: 'COIN' }, amount },
              { account: { kind: 'game_exchange', currency: `GAME:${server.slug}` }, amount: -amount },
              { account: { kind: 'user_game_coins', userId, server: server.slug }, amount },
            ],
          },
          tx,
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
          throw new AppError('INSUFFICIENT_FUNDS', {
            ru: 'На сайте меньше монет, чем вы хотите перевести',
            en: 'You have fewer coins on the site than you want to transfer',
          });
        }
        throw error;
      }
      const batch = this.outbox.batch([
        {
          serverId: server.id,
          userId,
          player: user.login,
          kind: 'coins',
          command: giveCoinsCommand(user.login, amount),
          purchaseId,
        },
      ]);
      await writeCoinsPurchase(
        tx,
        {
          id: purchaseId,
          userId,
          serverId: server.id,
          coins: amount,
          ledgerTransactionId: posted.transactionId,
          createdAt: this.clock(),
        },
        batch,
      );
      const [deliveryId] = batch.ids;
      // As the movement left them; read again only after a replay, which moved nothing.
      let coins = balanceAfter(posted, { kind: 'user_coins', userId });
      let gameCoins = balanceAfter(posted, { kind: 'user_game_coins', userId, server: server.slug });
      if (coins === undefined || gameCoins === undefined) {
        const balances = await this.ledger.balances(userId, tx);
        coins = balances.coins;
        gameCoins = balances.gameCoins[server.slug] ?? 0;
      }
      return {
        server: { slug: server.slug, name: server.name },
        amount,
        coins,
        gameCoins,
        deliveryId: deliveryId ?? '',
      };
    });
  }
}
