import { and, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { oauthAccounts } from '../../db/schema/accounts.js';
import type { OauthProviderName } from './oauthConfig.js';

export type OauthAccountRow = typeof oauthAccounts.$inferSelect;

export class OauthAccountsRepository {
  constructor(private readonly db: Db) {}

  async findBySubject(provider: OauthProviderName, subject: string): Promise<OauthAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
      .limit(1);
    return row ?? null;
  }

  async listForUser(userId: number): Promise<OauthAccountRow[]> {
    return this.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  }

  async link(
    userId: number,
    provider: OauthProviderName,
    subject: string,
    displayName: string | null,
    at: Date,
  ): Promise<void> {
    await this.db.insert(oauthAccounts).values({ userId, provider, subject, displayName, linkedAt: at });
  }

  async unlink(userId: number, provider: OauthProviderName): Promise<boolean> {
    const rows = await this.db
      .delete(oauthAccounts)
      .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)))
      .returning({ id: oauthAccounts.id });
    return rows.length > 0;
  }

  async setShownOnProfile(userId: number, provider: OauthProviderName, shown: boolean): Promise<boolean> {
    const rows = await this.db
      .update(oauthAccounts)
      .set({ shownOnProfile: shown })
      .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)))
      .returning({ id: oauthAccounts.id });
    return rows.length > 0;
  }
}
