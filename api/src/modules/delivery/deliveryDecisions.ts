import { count, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { storeDeliveries, storeDeliveryEvents } from '../../db/schema/store.js';
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

/**
 * What may be sent again: a decision-waiting one, or a done one as a deliberate re-run. One still on
 * its way could then run twice, and a `resent` one already has its copy.
 */
const RESENDABLE: DeliveryState[] = [...NEEDS_DECISION, 'done'];

/**
 * Staff's two answers to a delivery that needs a decision. Each locks the row and checks that its
 * timeline is still the one the staff member saw (`seenEventCount`): the state alone is not enough,
 * because a done delivery stays resendable as a deliberate re-run, so a resend racing a mark-delivered
 * (or a second re-run) would otherwise find it `done` and run the command again. Every decision adds an
 * event, so of two decisions made on the same timeline exactly one succeeds.
 */
export class DeliveryDecisions {
  constructor(
    private readonly db: Db,
    private readonly outbox: DeliveryOutbox,
    private readonly clock: () => Date,
  ) {}

  /** Staff checked the game: it ran. Closes an uncertain or failed delivery as done. */
  async markDelivered(id: string, seenEventCount: number, actorId: number): Promise<Decision> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      // Locked first: the audit needs the state before, and a concurrent decision waits for this one.
      const [before] = await tx
        .select()
        .from(storeDeliveries)
        .where(eq(storeDeliveries.id, id))
        .for('update');
      if (before === undefined) return { outcome: 'notFound' };
      if (!NEEDS_DECISION.includes(before.state) || (await eventCount(tx, id)) !== seenEventCount) {
        return { outcome: 'conflict', state: before.state };
      }
      await tx
        .update(storeDeliveries)
        .set({ state: 'done', deliveredAt: now, leaseUntil: null })
        .where(eq(storeDeliveries.id, id));
      await recordDeliveryEvents(tx, now, [id], 'marked_delivered', actorId, null);
      return { outcome: 'done', delivery: before, copyId: null };
    });
  }

  /**
   * Queues the command again under a new id (a plugin skips an id it ran, so the old one would be
   * skipped). An uncertain or failed original is closed as `resent`; a done one stays done (a
   * deliberate re-run); one still on its way is refused.
   */
  async resend(id: string, seenEventCount: number, actorId: number): Promise<Decision> {
    return this.db.transaction(async (tx) => {
      const [original] = await tx
        .select()
        .from(storeDeliveries)
        .where(eq(storeDeliveries.id, id))
        .for('update');
      if (original === undefined) return { outcome: 'notFound' };
      if (!RESENDABLE.includes(original.state) || (await eventCount(tx, id)) !== seenEventCount) {
        return { outcome: 'conflict', state: original.state };
      }
      if (original.state !== 'done') {
        await tx
          .update(storeDeliveries)
          .set({ state: 'resent', leaseUntil: null })
          .where(eq(storeDeliveries.id, id));
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
}

/** The delivery's timeline length, read under the row's lock (every decision appends to it). */
async function eventCount(tx: Db, id: string): Promise<number> {
  const [row] = await tx
    .select({ events: count() })
    .from(storeDeliveryEvents)
    .where(eq(storeDeliveryEvents.deliveryId, id));
  return row?.events ?? 0;
}
