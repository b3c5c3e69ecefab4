import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { bonusClaims, bonusVkMessages } from '../../db/schema/rewards.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import { OauthAccountsRepository } from '../oauth/index.js';
import type { Ports } from '../../platform/modules/ports.js';
import type { BonusConfig } from './bonusConfig.js';
import { allDone, BONUS_EVERY_MS, nextClaimAt, rollCoins, type BonusSteps } from './bonusRules.js';
import { isGroupMember } from './vkGroups.js';

/** The daily bonus: three VK steps checked for real, then 40–50 coins through the ledger once a day. */
export class BonusService {
  private readonly oauth: OauthAccountsRepository;

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly config: BonusConfig | undefined,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    /** The coins range from the owner's site settings, read on every call. */
    private readonly settings: Pick<Ports['siteSettings'], 'rewards'>,
  ) {
    this.oauth = new OauthAccountsRepository(db);
  }

  /** Called by the Callback API route for `message_new` from the community's conversations. */
  async messageReceived(vkUserId: number): Promise<void> {
    await this.db
      .insert(bonusVkMessages)
      .values({ vkUserId: String(vkUserId), firstAt: this.clock() })
      .onConflictDoNothing();
  }

  private async steps(userId: number): Promise<BonusSteps> {
    const vk = (await this.oauth.listForUser(userId)).find((row) => row.provider === 'vkid');
    if (vk === undefined || this.config === undefined)
      return { linked: vk !== undefined, subscribed: false, messaged: false };
    let subscribed = false;
    try {
      subscribed = await isGroupMember(this.config, vk.subject);
    } catch (error) {
      // VK down counts as "not yet": the player can press check again; nothing is given meanwhile.
      this.log.warn({ err: error }, 'VK groups.isMember failed');
    }
    const [message] = await this.db
      .select({ id: bonusVkMessages.vkUserId })
      .from(bonusVkMessages)
      .where(eq(bonusVkMessages.vkUserId, vk.subject));
    return { linked: true, subscribed, messaged: message !== undefined };
  }

  private async lastClaim(db: Db, userId: number) {
    const [row] = await db
      .select({ claimedAt: bonusClaims.claimedAt })
      .from(bonusClaims)
      .where(eq(bonusClaims.userId, userId))
      .orderBy(desc(bonusClaims.claimedAt))
      .limit(1);
    return row?.claimedAt ?? null;
  }

  async status(userId: number) {
    const steps = await this.steps(userId);
    const next = nextClaimAt(await this.lastClaim(this.db, userId), this.clock());
    const rewards = await this.settings.rewards();
    return {
      available: this.config !== undefined,
      groupUrl: this.config?.groupUrl ?? null,
      steps,
      ready: allDone(steps) && next === null,
      nextClaimAt: next?.toISOString() ?? null,
      coinsMin: rewards.bonusCoinsMin,
      coinsMax: rewards.bonusCoinsMax,
    };
  }

  async give(userId: number) {
    const steps = await this.steps(userId);
    if (!allDone(steps)) {
      throw new AppError('CONFLICT', {
        ru: 'Сначала выполните все три шага',
        en: 'Complete all three steps first',
      });
    }
    const rewards = await this.settings.rewards();
    return this.ledger.transaction(async (tx) => {
      const now = this.clock();
      // Two clicks at once: the second waits here and then sees the first one's claim.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const next = nextClaimAt(await this.lastClaim(tx, userId), now);
      if (next !== null) {
        throw new AppError('CONFLICT', {
          ru: 'Бонус уже получен, следующий будет через сутки',
          en: 'The bonus is already taken; the next one opens 24 hours later',
        });
      }
      const coins = rollCoins(undefined, { min: rewards.bonusCoinsMin, max: rewards.bonusCoinsMax });
      const [claim] = await tx
        .insert(bonusClaims)
        .values({ userId, coins, claimedAt: now })
        .returning({ id: bonusClaims.id });
      if (claim === undefined) throw new Error('bonus claim insert returned no row');
      await this.ledger.post(
        {
          kind: 'daily_bonus',
          userId,
          reference: `bonus:daily:${claim.id}`,
          postings: [
            { account: { kind: 'user_coins', userId }, amount: coins },
            { account: { kind: 'bonus_expense', currency: 'COIN' }, amount: -coins },
          ],
        },
        tx,
      );
      const balances = await this.ledger.balances(userId, tx);
      return {
        coins,
        balanceCoins: balances.coins,
        nextClaimAt: new Date(now.getTime() + BONUS_EVERY_MS).toISOString(),
      };
    });
  }
}
