import { randomUUID } from 'node:crypto';

import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { gameServers } from '../../db/schema/servers.js';
import { storeDeliveries, storeDeliveryEvents } from '../../db/schema/store.js';
import { type DeliveryEventName, recordDeliveryEvents } from './deliveryEvents.js';
import { RconAttempts } from './rconAttempts.js';
import { lockWaitingRows } from './waitingRows.js';

export type DeliveryKind = (typeof storeDeliveries.$inferSelect)['kind'];
export type DeliveryRow = typeof storeDeliveries.$inferSelect;
export type DeliveryState = DeliveryRow['state'];

/** States that wait for a staff decision: the command may have run (uncertain) or never could (failed). */
export const NEEDS_DECISION: DeliveryState[] = ['uncertain', 'failed'];

export interface NewDelivery {
  serverId: number;
  userId: number | null;
  player: string;
  kind: DeliveryKind;
  command: string;
  purchaseId?: number | null;
}

/** Deliveries ready to be written by a caller's statement: their ids, known before the write. */
export interface DeliveryBatch {
  ids: string[];
  ctes: SQL;
}

export const DEFAULT_LEASE_SECONDS = 60;
export const MAX_CLAIM = 100;
/** A plugin's hand-outs of one row without an acknowledgement before it is failed for staff. */
export const MAX_HANDOUTS = 10;

/**
 * The outbox of grants to game servers. Rows are written in the caller's transaction (the purchase's),
 * handed out with a lease and only marked done by an acknowledgement naming their id; nothing is ever
 * deleted on hand-out, so a server that dies mid-way gets the same rows again when the lease ends.
 */
export class DeliveryOutbox {
  /** The same rows as RCON pushes them: held, sending, answered or uncertain. */
  readonly rcon: RconAttempts;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {
    this.rcon = new RconAttempts(db, clock);
  }

  async enqueue(tx: Db, deliveries: NewDelivery[]): Promise<string[]> {
    if (deliveries.length === 0) return [];
    const batch = this.batch(deliveries);
    await tx.execute(sql`with ${batch.ctes} select null`);
    return batch.ids;
  }

  /**
   * The rows and their `created` events as two common table expressions (`outbox_deliveries`,
   * `outbox_delivery_events`) for a caller to put in a statement of its own transaction: a purchase writes
   * its grant, its record and its deliveries in one round trip, while it holds the player's locks. A
   * delivery naming a purchase inserted by a sibling expression passes its foreign key: PostgreSQL checks
   * it at the statement's end.
   */
  batch(deliveries: NewDelivery[]): DeliveryBatch {
    if (deliveries.length === 0) throw new Error('a delivery batch needs at least one delivery');
    const at = this.clock().toISOString();
    const ids = deliveries.map(() => randomUUID());
    const state: DeliveryState = 'pending';
    const ctes = sql`outbox_deliveries as (
        insert into ${storeDeliveries} (id, server_id, user_id, player, kind, command, purchase_id, state, created_at)
        values ${sql.join(
          deliveries.map(
            (delivery, index) =>
              sql`(${ids[index]}, ${delivery.serverId}::integer, ${delivery.userId}::integer, ${delivery.player}, ${delivery.kind}, ${delivery.command}, ${delivery.purchaseId ?? null}::integer, ${state}, ${at}::timestamptz)`,
          ),
          sql`, `,
        )}
        returning id
      ), outbox_delivery_events as (
        insert into ${storeDeliveryEvents} (delivery_id, event, actor_id, detail, at)
        select outbox_deliveries.id, ${'created' satisfies DeliveryEventName}, null, null, ${at}::timestamptz
        from outbox_deliveries
      )`;
    return { ids, ctes };
  }

  /**
   * Leases up to `limit` waiting rows of the server, oldest first: pending ones and those whose lease
   * ran out. `SKIP LOCKED` lets two pollers of one server share the queue without handing a row twice.
   */
  async claim(serverId: number, limit: number, leaseSeconds: number): Promise<DeliveryRow[]> {
    const now = this.clock();
    const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
    return this.db.transaction(async (tx) => {
      // A row handed out again and again without an acknowledgement stops here and waits for staff.
      const exhausted = await tx
        .update(storeDeliveries)
        .set({ state: 'failed', leaseUntil: null })
        .where(
          and(
            eq(storeDeliveries.serverId, serverId),
            eq(storeDeliveries.state, 'leased'),
            lte(storeDeliveries.leaseUntil, now),
            gte(storeDeliveries.attempts, MAX_HANDOUTS),
          ),
        )
        .returning({ id: storeDeliveries.id });
      await this.record(
        tx,
        exhausted.map((row) => row.id),
        'failed',
        null,
        `not acknowledged after ${String(MAX_HANDOUTS)} hand-outs`,
      );
      const waiting = await lockWaitingRows(tx, serverId, now, Math.min(limit, MAX_CLAIM));
      if (waiting.length === 0) return [];
      const claimed = await tx
        .update(storeDeliveries)
        .set({ state: 'leased', leaseUntil, attempts: sql`${storeDeliveries.attempts} + 1` })
        .where(inArray(storeDeliveries.id, waiting))
        .returning();
      for (const row of claimed) {
        await this.record(tx, [row.id], 'claimed', null, `attempt ${row.attempts}`);
      }
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    });
  }

  /**
   * Marks the named rows of this server done. A repeated acknowledgement changes nothing; an id of
   * another server, or unknown, is answered back as unknown and touches nothing.
   */
  async acknowledge(
    serverId: number,
    ids: string[],
  ): Promise<{ acknowledged: string[]; already: string[]; unknown: string[] }> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return { acknowledged: [], already: [], unknown: [] };
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const done = await tx
        .update(storeDeliveries)
        .set({ state: 'done', deliveredAt: now, leaseUntil: null })
        .where(
          and(
            eq(storeDeliveries.serverId, serverId),
            inArray(storeDeliveries.id, unique),
            sql`${storeDeliveries.state} <> 'done'`,
          ),
        )
        .returning({ id: storeDeliveries.id });
      const acknowledged = done.map((row) => row.id);
      await this.record(tx, acknowledged, 'acknowledged', null, null);
      const known = await tx
        .select({ id: storeDeliveries.id })
        .from(storeDeliveries)
        .where(and(eq(storeDeliveries.serverId, serverId), inArray(storeDeliveries.id, unique)));
      const knownIds = new Set(known.map((row) => row.id));
      const fresh = new Set(acknowledged);
      return {
        acknowledged,
        already: unique.filter((id) => knownIds.has(id) && !fresh.has(id)),
        unknown: unique.filter((id) => !knownIds.has(id)),
      };
    });
  }

  async forUser(userId: number, limit = 50): Promise<DeliveryRow[]> {
    return this.db
      .select()
      .from(storeDeliveries)
      .where(eq(storeDeliveries.userId, userId))
      .orderBy(desc(storeDeliveries.createdAt))
      .limit(limit);
  }

  /** Staff: newest first, with each row's events and server slug. */
  async list(filter: { serverSlug?: string; player?: string; needsDecision?: boolean; limit: number }) {
    const conditions = [];
    if (filter.needsDecision === true) conditions.push(inArray(storeDeliveries.state, NEEDS_DECISION));
    if (filter.serverSlug !== undefined) conditions.push(eq(gameServers.slug, filter.serverSlug));
    if (filter.player !== undefined) {
      conditions.push(sql`lower(${storeDeliveries.player}) = lower(${filter.player})`);
    }
    const rows = await this.db
      .select({ delivery: storeDeliveries, server: gameServers.slug })
      .from(storeDeliveries)
      .innerJoin(gameServers, eq(gameServers.id, storeDeliveries.serverId))
      .where(conditions.length === 0 ? undefined : and(...conditions))
      .orderBy(desc(storeDeliveries.createdAt), desc(storeDeliveries.id))
      .limit(filter.limit);
    const ids = rows.map((row) => row.delivery.id);
    const events =
      ids.length === 0
        ? []
        : await this.db
            .select()
            .from(storeDeliveryEvents)
            .where(inArray(storeDeliveryEvents.deliveryId, ids))
            .orderBy(asc(storeDeliveryEvents.id));
    return rows.map((row) => ({
      ...row.delivery,
      server: row.server,
      events: events.filter((event) => event.deliveryId === row.delivery.id),
    }));
  }

  private async record(
    tx: Db,
    ids: string[],
    event: DeliveryEventName,
    actorId: number | null,
    detail: string | null,
  ): Promise<void> {
    await recordDeliveryEvents(tx, this.clock(), ids, event, actorId, detail);
  }
}
