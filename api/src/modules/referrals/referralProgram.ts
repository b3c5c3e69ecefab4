import { randomBytes } from 'node:crypto';

import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gamePlayers, playtimeDaily } from '../../db/schema/gameStats.js';
import { referralCodes, referralLinks } from '../../db/schema/referrals.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import type { Ports } from '../../platform/modules/ports.js';
import { countedPlay } from './referralRules.js';

export interface ReferralRow {
  nickname: string;
  joinedAt: string;
  hours: number;
  coins: number;
  active: boolean;
}

export interface ReferralSummary {
  code: string;
  coinsPerHour: number;
  totalCoins: number;
  totalHours: number;
  referrals: ReferralRow[];
}

/**
 * The invitation program (docs/product.md#referrals "Referral", §9): each player's code and the inviter's coins for every whole hour a referral plays while the referral plays at least once a week.
 * Every credit is a ledger transaction (`referral_reward`) whose reference names the referral and the hours
 * paid so far, so a credit repeated by two runs at once is posted once.
 */
export class ReferralProgram {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly clock: () => Date,
    /** Coins per hour and the longest gap, from the owner's site settings, read on every run. */
    private readonly settings: Pick<Ports['siteSettings'], 'rewards'>,
  ) {}

  /** The player's code, issued on first use: the nickname in lower case, or with a suffix if it is taken. */
  async codeOf(userId: number, login: string): Promise<string> {
    const [existing] = await this.db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing !== undefined) return existing.code;
    const base = login.toLowerCase();
    for (const code of [base, `${base}${randomBytes(3).toString('hex')}`]) {
      const [row] = await this.db
        .insert(referralCodes)
        .values({ userId, code, createdAt: this.clock() })
        .onConflictDoNothing()
        .returning();
      if (row !== undefined) return row.code;
      // Lost a race for this user's own row: that row is the answer.
      const [mine] = await this.db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
      if (mine !== undefined) return mine.code;
    }
    throw new Error('no free referral code');
  }

  /** Credits what every link (or one inviter's links) earned since the last run. */
  async accrue(referrerUserId?: number): Promise<number> {
    const links = await this.db
      .select({ referredUserId: referralLinks.referredUserId })
      .from(referralLinks)
      .where(
        and(
          isNull(referralLinks.lapsedAt),
          referrerUserId === undefined ? undefined : eq(referralLinks.referrerUserId, referrerUserId),
        ),
      );
    const rewards = await this.settings.rewards();
    let credited = 0;
    for (const link of links) credited += await this.accrueOne(link.referredUserId, rewards);
    return credited;
  }

  private async accrueOne(
    referredUserId: number,
    rewards: { referralCoinsPerHour: number; referralMaxGapDays: number },
  ): Promise<number> {
    return this.ledger.transaction(async (tx) => {
      const [link] = await tx
        .select({ link: referralLinks, login: users.login })
        .from(referralLinks)
        .innerJoin(users, eq(users.id, referralLinks.referredUserId))
        .where(eq(referralLinks.referredUserId, referredUserId))
        .for('update', { of: referralLinks });
      if (link?.link.lapsedAt !== null) return 0;
      const days = await tx
        .select({ day: playtimeDaily.day, seconds: sql<number | string>`sum(${playtimeDaily.seconds})` })
        .from(playtimeDaily)
        .innerJoin(gamePlayers, eq(gamePlayers.id, playtimeDaily.playerId))
        .where(
          and(
            eq(gamePlayers.userId, referredUserId),
            gte(playtimeDaily.day, link.link.createdAt.toISOString().slice(0, 10)),
          ),
        )
        .groupBy(playtimeDaily.day)
        .orderBy(asc(playtimeDaily.day));
      const play = countedPlay(
        link.link.createdAt,
        days.map((row) => ({ day: row.day, seconds: Number(row.seconds) })),
        this.clock(),
        rewards.referralMaxGapDays,
      );
      const newHours = Math.max(0, play.hours - link.link.hoursCredited);
      const coins = newHours * rewards.referralCoinsPerHour;
      const hoursCredited = link.link.hoursCredited + newHours;
      if (coins > 0) {
        await this.ledger.post(
          {
            kind: 'referral_reward',
            userId: link.link.referrerUserId,
            reference: `referral:${referredUserId}:hours:${hoursCredited}`,
            details: { referral: link.login, hours: newHours },
            postings: [
              { account: { kind: 'user_coins', userId: link.link.referrerUserId }, amount: coins },
              { account: { kind: 'bonus_expense', currency: 'COIN' }, amount: -coins },
            ],
          },
          tx,
        );
      }
      if (coins > 0 || play.lapsedAt !== null) {
        await tx
          .update(referralLinks)
          .set({
            hoursCredited,
            coinsCredited: link.link.coinsCredited + coins,
            lapsedAt: play.lapsedAt,
          })
          .where(eq(referralLinks.referredUserId, referredUserId));
      }
      return coins;
    });
  }

  /** The invite tab: the code, the totals and each referral; credits what is due first. */
  async summary(userId: number, login: string): Promise<ReferralSummary> {
    await this.accrue(userId);
    const code = await this.codeOf(userId, login);
    const rows = await this.db
      .select({ link: referralLinks, nickname: users.login })
      .from(referralLinks)
      .innerJoin(users, eq(users.id, referralLinks.referredUserId))
      .where(eq(referralLinks.referrerUserId, userId))
      .orderBy(desc(referralLinks.createdAt));
    const referrals = rows.map(({ link, nickname }) => ({
      nickname,
      joinedAt: link.createdAt.toISOString(),
      hours: link.hoursCredited,
      coins: link.coinsCredited,
      active: link.lapsedAt === null,
    }));
    return {
      code,
      coinsPerHour: (await this.settings.rewards()).referralCoinsPerHour,
      totalCoins: referrals.reduce((sum, row) => sum + row.coins, 0),
      totalHours: referrals.reduce((sum, row) => sum + row.hours, 0),
      referrals,
    };
  }
}
