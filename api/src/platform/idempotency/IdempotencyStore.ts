import { and, eq, lt } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/ledger.js';
import type { ClaimedKey } from './claimedKey.js';

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
  | { outcome: 'claimed'; claimedAt: Date }
  | { outcome: 'replay'; response: StoredResponse }
  | { outcome: 'reused' }
  | { outcome: 'in_progress' }
  | { outcome: 'answer_lost' };

export interface ClaimInput {
  scope: string;
  key: string;
  operation: string;
  requestHash: string;
}

function ofClaim({ scope, key, claimedAt }: ClaimedKey) {
  return and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.createdAt, claimedAt),
  );
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
    if (inserted.length > 0) return { outcome: 'claimed', claimedAt: now };
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
    if (taken.length > 0) return { outcome: 'claimed', claimedAt: now };
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key)));
    if (row === undefined) return this.claim(input);
    if (row.requestHash !== input.requestHash || row.operation !== input.operation)
      return { outcome: 'reused' };
    if (row.state === 'pending') return { outcome: 'in_progress' };
    // The work committed; its answer follows unless the request died before storing it.
    if (row.state === 'applied') {
      const answering = row.createdAt.getTime() + PENDING_MS > now.getTime();
      return { outcome: answering ? 'in_progress' : 'answer_lost' };
    }
    return {
      outcome: 'replay',
      response: { status: row.responseStatus ?? 200, body: row.responseBody ?? '', type: row.responseType },
    };
  }

  /** Stores the answer; a claim a retry has since taken over changes nothing. */
  async complete(claimed: ClaimedKey, response: StoredResponse): Promise<void> {
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
      .where(ofClaim(claimed));
  }

  /**
   * A failure the caller may retry (5xx, 401, 429) frees the key instead of freezing the failure, unless
   * its work committed (`applied`): running it again would move the value twice.
   */
  async release(claimed: ClaimedKey): Promise<void> {
    await this.db.delete(idempotencyKeys).where(and(ofClaim(claimed), eq(idempotencyKeys.state, 'pending')));
  }

  async purgeExpired(): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.expiresAt, this.clock()))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }
}
