import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { twoFactorLinks } from '../../db/schema/accounts.js';

export type TwoFactorLinkRow = typeof twoFactorLinks.$inferSelect;

export class TwoFactorLinksRepository {
  constructor(private readonly db: Db) {}

  async find(userId: number): Promise<TwoFactorLinkRow | null> {
    const [row] = await this.db
      .select()
      .from(twoFactorLinks)
      .where(eq(twoFactorLinks.userId, userId))
      .limit(1);
    return row ?? null;
  }

  /** One bot per account: linking another replaces the previous one. */
  async save(userId: number, type: number, externalId: string, at: Date): Promise<void> {
    await this.db
      .insert(twoFactorLinks)
      .values({ userId, type, externalId, linkedAt: at })
      .onConflictDoUpdate({ target: twoFactorLinks.userId, set: { type, externalId, linkedAt: at } });
  }

  async remove(userId: number): Promise<boolean> {
    const rows = await this.db.delete(twoFactorLinks).where(eq(twoFactorLinks.userId, userId)).returning();
    return rows.length > 0;
  }
}
