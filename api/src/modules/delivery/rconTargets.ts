import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { storeRconTargets } from '../../db/schema/store.js';

export type RconTargetRow = typeof storeRconTargets.$inferSelect;

/** A target as staff set it; a missing password keeps the stored one. */
export interface RconTargetChange {
  host: string;
  port: number;
  password?: string;
  timeoutMs: number;
  maxAttempts: number;
}

/**
 * Staff's side of the RCON targets the pusher reads: one per server without a plugin. The password is
 * stored for the pusher; callers present it only as set or not set.
 */
export class RconTargets {
  constructor(private readonly db: Db) {}

  async all(): Promise<RconTargetRow[]> {
    return this.db.select().from(storeRconTargets);
  }

  async of(serverId: number): Promise<RconTargetRow | undefined> {
    const [row] = await this.db
      .select()
      .from(storeRconTargets)
      .where(eq(storeRconTargets.serverId, serverId));
    return row;
  }

  /** Saves the target; answers null when there is none yet and no password was given. */
  async save(serverId: number, change: RconTargetChange): Promise<RconTargetRow | null> {
    const { password, ...rest } = change;
    if (password === undefined) {
      const [kept] = await this.db
        .update(storeRconTargets)
        .set(rest)
        .where(eq(storeRconTargets.serverId, serverId))
        .returning();
      return kept ?? null;
    }
    const values = { ...rest, password };
    const [saved] = await this.db
      .insert(storeRconTargets)
      .values({ serverId, ...values })
      .onConflictDoUpdate({ target: storeRconTargets.serverId, set: values })
      .returning();
    return saved ?? null;
  }

  /** The server gets its deliveries from a plugin again (or from nobody). */
  async remove(serverId: number): Promise<boolean> {
    const removed = await this.db
      .delete(storeRconTargets)
      .where(eq(storeRconTargets.serverId, serverId))
      .returning({ serverId: storeRconTargets.serverId });
    return removed.length > 0;
  }
}
