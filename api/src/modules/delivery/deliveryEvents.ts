import type { Db } from '../../db/client.js';
import { storeDeliveryEvents } from '../../db/schema/store.js';

export type DeliveryEventName = (typeof storeDeliveryEvents.$inferSelect)['event'];

/** One timeline line per delivery: what happened, who did it (staff) and the details (attempt, error). */
export async function recordDeliveryEvents(
  tx: Db,
  at: Date,
  ids: string[],
  event: DeliveryEventName,
  actorId: number | null,
  detail: string | null,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(storeDeliveryEvents)
    .values(
      ids.map((deliveryId) => ({ deliveryId, event, actorId, detail: detail?.slice(0, 500) ?? null, at })),
    );
}
