import { and, asc, eq, gt } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { referralCodes, referralLinks } from '../../db/schema/referrals.js';
import { referralAliases, referralVisits } from '../../db/schema/redirects.js';

export class ReferralsRepository {
  constructor(private readonly db: Db) {}

  async codeOfAlias(alias: string): Promise<string | null> {
    const [row] = await this.db
      .select({ code: referralAliases.code })
      .from(referralAliases)
      .where(eq(referralAliases.alias, alias.toLowerCase()))
      .limit(1);
    return row?.code ?? null;
  }

  /**
   * Records a visit unless the same visitor came by the same code since `since`. The check and the
   * insert share a transaction, so two simultaneous requests still count once per visitor at most
   * twice only under a race the dedupe window makes harmless.
   */
  async recordVisit(visit: {
    code: string;
    visitorHash: string;
    userAgent: string | null;
    at: Date;
    since: Date;
  }) {
    return this.db.transaction(async (tx) => {
      const [recent] = await tx
        .select({ id: referralVisits.id })
        .from(referralVisits)
        .where(
          and(
            eq(referralVisits.code, visit.code),
            eq(referralVisits.visitorHash, visit.visitorHash),
            gt(referralVisits.visitedAt, visit.since),
          ),
        )
        .limit(1);
      if (recent) return false;
      await tx.insert(referralVisits).values({
        code: visit.code,
        visitorHash: visit.visitorHash,
        userAgent: visit.userAgent,
        visitedAt: visit.at,
      });
      return true;
    });
  }

  listAliases(): Promise<{ alias: string; code: string }[]> {
    return this.db.select().from(referralAliases).orderBy(asc(referralAliases.alias));
  }

  async saveAlias(alias: string, code: string): Promise<{ alias: string; code: string }> {
    const [row] = await this.db
      .insert(referralAliases)
      .values({ alias, code })
      .onConflictDoUpdate({ target: referralAliases.alias, set: { code } })
      .returning();
    return row ?? { alias, code };
  }

  async deleteAlias(alias: string): Promise<boolean> {
    const rows = await this.db.delete(referralAliases).where(eq(referralAliases.alias, alias)).returning();
    return rows.length > 0;
  }

  async visits(code: string) {
    return this.db.select().from(referralVisits).where(eq(referralVisits.code, code));
  }

  /** Links a new player to the owner of the code (codes are stored lower-case); false when nobody owns it. */
  async attach(userId: number, code: string, at: Date): Promise<boolean> {
    const [owner] = await this.db
      .select({ userId: referralCodes.userId })
      .from(referralCodes)
      .where(eq(referralCodes.code, code.toLowerCase()));
    if (owner === undefined || owner.userId === userId) return false;
    const rows = await this.db
      .insert(referralLinks)
      .values({ referredUserId: userId, referrerUserId: owner.userId, code, createdAt: at })
      .onConflictDoNothing()
      .returning();
    return rows.length > 0;
  }
}
