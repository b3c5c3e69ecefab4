import { and, eq, lt } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/ledger.js';

/** A stored answer is replayed for 24 hours (docs/product.md#money keys are random UUIDs per user action). */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
/** A request still running after this long is taken to have died; its key may be used again. */
export const PENDING_MS = 60 * 1000;

export interface StoredResponse {
  status: number;
  body: string;
  type: string | null;
}

export type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; response: StoredResponse }
  | { outcome: 'reused' }
  | { outcome: 'in_progress' };

export interface ClaimInput {
  scope: string;
  key: string;
  operation: string;
  requestHash: string;
}

/** Keys and stored answers in the database, so every api replica sees the same ones. */
export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async claim(input: ClaimInput): Promise<Claim> {
    const now = this.clock();
    const pending = {
      ...input,
      state: 'pending' as const,
      responseStatus: null,
      responseBody: null,
      responseType: null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PENDING_MS),
    };
    // The primary key decides between two concurrent first requests: one inserts, the other sees it.
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values(pending)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { outcome: 'claimed' };
    const taken = await this.db
      .update(idempotencyKeys)
      .set(pending)
      .where(
        and(
          eq(idempotencyKeys.scope, input.scope),
          eq(idempotencyKeys.key, input.key),
          lt(idempotencyKeys.expiresAt, now),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { outcome: 'claimed' };
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key)));
    if (row === undefined) return this.claim(input);
    if (row.requestHash !== input.requestHash || row.operation !== input.operation)
      return { outcome: 'reused' };
    if (row.state === 'pending') return { outcome: 'in_progress' };
    return {
      outcome: 'replay',
      response: { status: row.responseStatus ?? 200, body: row.responseBody ?? '', type: row.responseType },
    };
  }

  async complete(scope: string, key: string, response: StoredResponse): Promise<void> {
    const now = this.clock();
    await this.db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: response.status,
        responseBody: response.body,
        responseType: response.type,
        expiresAt: new Date(now.getTime() + RETENTION_MS),
      })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  /** A failure the caller may retry (5xx, 401, 429) frees the key instead of freezing the failure. */
  async release(scope: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  async purgeExpired(): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.expiresAt, this.clock()))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }
}
