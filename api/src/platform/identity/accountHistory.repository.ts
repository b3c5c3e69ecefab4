import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { accountHistory } from '../../db/schema/accounts.js';

export type HistoryTarget = 'mail' | 'password' | '2fa';
export type AccountHistoryRow = typeof accountHistory.$inferSelect;

/** What changed on an account and from where (docs/product.md#accounts `user/history`). */
export class AccountHistory {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async add(
    userId: number,
    target: HistoryTarget,
    action: string,
    detail: Record<string, unknown> = {},
    ip: string | null = null,
  ): Promise<void> {
    await this.db
      .insert(accountHistory)
      .values({ userId, target, action, detail, ip, createdAt: this.clock() });
  }

  async list(
    userId: number,
    target: HistoryTarget,
    limit: number,
    offset: number,
  ): Promise<AccountHistoryRow[]> {
    return this.db
      .select()
      .from(accountHistory)
      .where(and(eq(accountHistory.userId, userId), eq(accountHistory.target, target)))
      .orderBy(desc(accountHistory.createdAt), desc(accountHistory.id))
      .limit(limit)
      .offset(offset);
  }
}
