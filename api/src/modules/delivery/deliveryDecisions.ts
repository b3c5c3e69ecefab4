import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { storeDeliveries } from '../../db/schema/store.js';
import { recordDeliveryEvents } from './deliveryEvents.js';
import {
  NEEDS_DECISION,
  type DeliveryOutbox,
  type DeliveryRow,
  type DeliveryState,
} from './deliveryOutbox.js';

export type Decision =
  | { outcome: 'notFound' }
  | { outcome: 'conflict'; state: DeliveryState }
  | { outcome: 'done'; delivery: DeliveryRow; copyId: string | null };

/** Still on its way: a resend now could run the command twice, so staff wait for an outcome first. */
const IN_FLIGHT: DeliveryState[] = ['pending', 'leased', 'sending'];

/**
 * Staff's two answers to a delivery that needs a decision. Each is a conditional update, so two staff
 * members deciding at once cannot both succeed (one of them gets a conflict, and nothing runs twice).
 */
export class DeliveryDecisions {
  constructor(
    private readonly db: Db,
    private readonly outbox: DeliveryOutbox,
    private readonly clock: () => Date,
  ) {}

  /** Staff checked the game: it ran. Closes an uncertain or failed delivery as done. */
  async markDelivered(id: string, actorId: number): Promise<Decision> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [closed] = await tx
        .update(storeDeliveries)
        .set({ state: 'done', deliveredAt: now, leaseUntil: null })
        .where(and(eq(storeDeliveries.id, id), inArray(storeDeliveries.state, NEEDS_DECISION)))
        .returning();
      if (closed === undefined) return this.refusal(tx, id);
      await recordDeliveryEvents(tx, now, [id], 'marked_delivered', actorId, null);
      return { outcome: 'done', delivery: closed, copyId: null };
    });
  }

  /**
   * Queues the command again under a new id (a plugin skips an id it ran, so the old one would be
   * skipped). An uncertain or failed original is closed as `resent`; a done one stays done (a
   * deliberate re-run); one still on its way is refused.
   */
  async resend(id: string, actorId: number): Promise<Decision> {
    return this.db.transaction(async (tx) => {
      const [original] = await tx.select().from(storeDeliveries).where(eq(storeDeliveries.id, id));
      if (original === undefined) return { outcome: 'notFound' };
      if (IN_FLIGHT.includes(original.state)) return { outcome: 'conflict', state: original.state };
      if (original.state !== 'done') {
        const [closed] = await tx
          .update(storeDeliveries)
          .set({ state: 'resent', leaseUntil: null })
          .where(and(eq(storeDeliveries.id, id), inArray(storeDeliveries.state, NEEDS_DECISION)))
          .returning();
        if (closed === undefined) return this.refusal(tx, id);
      }
      const [copyId] = await this.outbox.enqueue(tx, [
        {
          serverId: original.serverId,
          userId: original.userId,
          player: original.player,
          kind: original.kind,
          command: original.command,
          purchaseId: original.purchaseId,
        },
      ]);
      await recordDeliveryEvents(tx, this.clock(), [id], 'resent', actorId, copyId ?? null);
      return { outcome: 'done', delivery: original, copyId: copyId ?? null };
    });
  }

  private async refusal(tx: Db, id: string): Promise<Decision> {
    const [row] = await tx
      .select({ state: storeDeliveries.state })
      .from(storeDeliveries)
      .where(eq(storeDeliveries.id, id));
    return row === undefined ? { outcome: 'notFound' } : { outcome: 'conflict', state: row.state };
  }
}
