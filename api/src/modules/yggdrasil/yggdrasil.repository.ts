import { and, eq, gt, lt } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/accounts.js';
import { yggdrasilJoins, yggdrasilTokens } from '../../db/schema/looks.js';

export class YggdrasilRepository {
  constructor(private readonly db: Db) {}

  async bindClientToken(sessionId: string, clientToken: string): Promise<void> {
    await this.db.insert(yggdrasilTokens).values({ sessionId, clientToken });
  }

  async clientToken(sessionId: string): Promise<string | null> {
    const [row] = await this.db
      .select()
      .from(yggdrasilTokens)
      .where(eq(yggdrasilTokens.sessionId, sessionId));
    return row?.clientToken ?? null;
  }

  /** The game-session ids of a user that are still active. */
  async activeGameSessions(userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: sessions.id, terminatedAt: sessions.terminatedAt })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.source, 'game')));
    return rows.filter((row) => row.terminatedAt === null).map((row) => row.id);
  }

  async recordJoin(
    serverId: string,
    userId: number,
    ip: string | null,
    expiresAt: Date,
    now: Date,
  ): Promise<void> {
    // Expired joins are only worth a cheap sweep on the next write.
    await this.db.delete(yggdrasilJoins).where(lt(yggdrasilJoins.expiresAt, now));
    await this.db
      .insert(yggdrasilJoins)
      .values({ serverId, userId, ip, expiresAt })
      .onConflictDoUpdate({ target: yggdrasilJoins.serverId, set: { userId, ip, expiresAt } });
  }

  async findJoin(serverId: string, now: Date) {
    const [row] = await this.db
      .select()
      .from(yggdrasilJoins)
      .where(and(eq(yggdrasilJoins.serverId, serverId), gt(yggdrasilJoins.expiresAt, now)));
    return row ?? null;
  }
}
