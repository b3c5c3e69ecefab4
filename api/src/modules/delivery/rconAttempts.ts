import { and, eq, inArray, lte, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { storeDeliveries } from '../../db/schema/store.js';
import { recordDeliveryEvents } from './deliveryEvents.js';
import type { DeliveryRow } from './deliveryOutbox.js';
import { lockWaitingRows } from './waitingRows.js';

/** How long past its timeout a command may stay `sending` before the api counts itself as stopped. */
const SENDING_GRACE_MS = 60_000;
const MAX_HOLD = 100;

/**
 * The RCON side of the outbox. RCON has no command id, so the one thing that decides a retry is whether
 * the command reached the wire: rows never written go back to the queue (until the attempts run out);
 * a row is `sending` from just before it is written, and without an answer it becomes `uncertain`.
 * Nothing here moves an uncertain row again: only staff do.
 */
export class RconAttempts {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Holds the server's waiting rows, oldest first, without counting an attempt yet. */
  async hold(serverId: number, limit: number, leaseSeconds: number): Promise<DeliveryRow[]> {
    const now = this.clock();
    const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
    return this.db.transaction(async (tx) => {
      const waiting = await lockWaitingRows(tx, serverId, now, Math.min(limit, MAX_HOLD));
      if (waiting.length === 0) return [];
      const held = await tx
        .update(storeDeliveries)
        .set({ state: 'leased', leaseUntil })
        .where(inArray(storeDeliveries.id, waiting))
        .returning();
      return held.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    });
  }

  /**
   * No connection (refused, wrong password): none of the held rows was written. Each counts one
   * attempt and stays held until its lease ends, then is tried again, or is failed at `maxAttempts`.
   */
  async notConnected(rows: DeliveryRow[], reason: string, maxAttempts: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const row of rows) {
        const [counted] = await tx
          .update(storeDeliveries)
          .set({ attempts: sql`${storeDeliveries.attempts} + 1` })
          .where(and(eq(storeDeliveries.id, row.id), eq(storeDeliveries.state, 'leased')))
          .returning({ attempts: storeDeliveries.attempts });
        if (counted !== undefined) await this.retryOrFail(tx, row.id, counted.attempts, reason, maxAttempts);
      }
    });
  }

  /** Connected, but the command could not be written (the connection closed first): as `notConnected`. */
  async notWritten(
    row: DeliveryRow,
    attempt: number,
    reason: string,
    retry: { leaseSeconds: number; maxAttempts: number },
  ): Promise<void> {
    const leaseUntil = new Date(this.clock().getTime() + retry.leaseSeconds * 1000);
    await this.db.transaction(async (tx) => {
      const back = await tx
        .update(storeDeliveries)
        .set({ state: 'leased', leaseUntil })
        .where(and(eq(storeDeliveries.id, row.id), eq(storeDeliveries.state, 'sending')))
        .returning({ id: storeDeliveries.id });
      if (back.length > 0) await this.retryOrFail(tx, row.id, attempt, reason, retry.maxAttempts);
    });
  }

  private async retryOrFail(
    tx: Db,
    id: string,
    attempt: number,
    reason: string,
    maxAttempts: number,
  ): Promise<void> {
    const giveUp = attempt >= maxAttempts;
    const next = giveUp ? 'no more tries' : 'will retry';
    await this.record(tx, id, 'rcon_failed', `attempt ${String(attempt)}: not sent (${reason}); ${next}`);
    if (!giveUp) return;
    await tx
      .update(storeDeliveries)
      .set({ state: 'failed', leaseUntil: null })
      .where(eq(storeDeliveries.id, id));
    await this.record(tx, id, 'failed', `${String(maxAttempts)} attempts, none sent`);
  }

  /** Just before writing: counts the attempt and marks the row as possibly run from now on. */
  async sending(row: DeliveryRow, timeoutMs: number): Promise<number> {
    const leaseUntil = new Date(this.clock().getTime() + timeoutMs + SENDING_GRACE_MS);
    const [marked] = await this.db
      .update(storeDeliveries)
      .set({ state: 'sending', leaseUntil, attempts: sql`${storeDeliveries.attempts} + 1` })
      .where(and(eq(storeDeliveries.id, row.id), eq(storeDeliveries.state, 'leased')))
      .returning({ attempts: storeDeliveries.attempts });
    if (marked === undefined) throw new Error(`delivery ${row.id} is no longer held`);
    return marked.attempts;
  }

  /** The server answered: the command ran once. */
  async answered(row: DeliveryRow, attempt: number): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const done = await tx
        .update(storeDeliveries)
        .set({ state: 'done', deliveredAt: now, leaseUntil: null })
        .where(and(eq(storeDeliveries.id, row.id), eq(storeDeliveries.state, 'sending')))
        .returning({ id: storeDeliveries.id });
      if (done.length > 0) await this.record(tx, row.id, 'rcon_sent', `attempt ${String(attempt)}: answered`);
    });
  }

  /** Written but not answered (timeout, dropped connection): it may have run, so it waits for staff. */
  async unanswered(row: DeliveryRow, attempt: number, reason: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const marked = await tx
        .update(storeDeliveries)
        .set({ state: 'uncertain', leaseUntil: null })
        .where(and(eq(storeDeliveries.id, row.id), eq(storeDeliveries.state, 'sending')))
        .returning({ id: storeDeliveries.id });
      if (marked.length > 0) {
        await this.record(
          tx,
          row.id,
          'rcon_uncertain',
          `attempt ${String(attempt)}: sent, no answer (${reason})`,
        );
      }
    });
  }

  /** Rows held but not tried (an earlier command of the batch failed) go back to the queue as they were. */
  async release(rows: DeliveryRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .update(storeDeliveries)
      .set({ state: 'pending', leaseUntil: null })
      .where(
        and(
          inArray(
            storeDeliveries.id,
            rows.map((row) => row.id),
          ),
          eq(storeDeliveries.state, 'leased'),
        ),
      );
  }

  /** Rows left `sending` by an api that stopped mid-command: they may have run, so they are uncertain. */
  async sweepAbandoned(): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const abandoned = await tx
        .update(storeDeliveries)
        .set({ state: 'uncertain', leaseUntil: null })
        .where(and(eq(storeDeliveries.state, 'sending'), lte(storeDeliveries.leaseUntil, now)))
        .returning({ id: storeDeliveries.id, attempts: storeDeliveries.attempts });
      for (const row of abandoned) {
        await this.record(
          tx,
          row.id,
          'rcon_uncertain',
          `attempt ${String(row.attempts)}: sent, the api stopped before the answer`,
        );
      }
    });
  }

  private async record(
    tx: Db,
    id: string,
    event: 'rcon_failed' | 'failed' | 'rcon_sent' | 'rcon_uncertain',
    detail: string,
  ): Promise<void> {
    await recordDeliveryEvents(tx, this.clock(), [id], event, null, detail);
  }
}
