import { and, asc, eq, lte, or } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { storeDeliveries } from '../../db/schema/store.js';

/**
 * Locks up to `limit` rows of the server that wait for a hand-out, oldest first: pending ones and
 * leased ones whose lease ran out. `SKIP LOCKED` lets two pollers of one server (the plugin's claim
 * and the RCON pusher, or two replicas) share the queue without handing a row out twice.
 */
export async function lockWaitingRows(tx: Db, serverId: number, now: Date, limit: number): Promise<string[]> {
  const waiting = await tx
    .select({ id: storeDeliveries.id })
    .from(storeDeliveries)
    .where(
      and(
        eq(storeDeliveries.serverId, serverId),
        or(
          eq(storeDeliveries.state, 'pending'),
          and(eq(storeDeliveries.state, 'leased'), lte(storeDeliveries.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(asc(storeDeliveries.createdAt), asc(storeDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return waiting.map((row) => row.id);
}
