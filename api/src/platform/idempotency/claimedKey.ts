import { AsyncLocalStorage } from 'node:async_hooks';

import { sql, type SQL } from 'drizzle-orm';

import { idempotencyKeys } from '../../db/schema/ledger.js';
import { RETENTION_MS } from './IdempotencyStore.js';

/** The key an idempotent request claimed; `claimedAt` tells this claim from a later one of the same key. */
export interface ClaimedKey {
  scope: string;
  key: string;
  claimedAt: Date;
}

/**
 * The running request's claimed key, for the ledger: every database transaction that moves value under
 * an idempotent request marks the key `applied` in its own commit (`appliedMark`), whichever service
 * runs it. The answer is stored only after the commit, so without the mark a process that died in
 * between (or a failed write of the answer) left the key `pending`, and a retry after the pending time
 * ran the purchase again. A request context rather than a parameter, so a service or route added later
 * cannot forget to pass it.
 */
const requestKey = new AsyncLocalStorage<KeyHolder>();

/**
 * The request's key while it runs. The request empties it when it answers: a timer or promise begun in
 * its context lives on in that context, and its movements are not the request's work.
 */
export interface KeyHolder {
  key: ClaimedKey | undefined;
}

export function runWithClaimedKey<T>(holder: KeyHolder, run: () => T): T {
  return requestKey.run(holder, run);
}

export function claimedKey(): ClaimedKey | undefined {
  return requestKey.getStore()?.key;
}

/**
 * The update that marks the claim applied, for a common table expression or alone; it returns a row
 * only while the key is still this claim's. None means the pending time passed and a retry took the
 * key over, which then runs the work itself: this transaction must not commit.
 */
export function appliedMark(claimed: ClaimedKey): SQL {
  // Kept as long as a stored answer, counted from the claim, so a repeat is refused, not run, meanwhile.
  return sql`update ${idempotencyKeys}
    set state = case when state = 'done' then state else 'applied' end,
        expires_at = greatest(expires_at, created_at + make_interval(secs => ${RETENTION_MS / 1000}))
    where scope = ${claimed.scope} and key = ${claimed.key}
      and created_at = ${claimed.claimedAt.toISOString()}::timestamptz
    returning 1 as marked`;
}
