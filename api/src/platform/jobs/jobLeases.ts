import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

import { lte } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { jobLeases } from '../../db/schema/jobLeases.js';

/**
 * This process's name in `job_leases.holder`: the host and process id tell an operator which replica
 * runs a job; the random suffix keeps two processes apart that reuse a pid (containers often are pid 1).
 */
export const PROCESS_HOLDER = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * The end of the period `now` falls in. Periods are counted from the epoch, so every replica (with a
 * synchronised clock) agrees where one ends whatever moment it started at.
 */
export function periodEnd(now: Date, everyMs: number): Date {
  return new Date((Math.floor(now.getTime() / everyMs) + 1) * everyMs);
}

/**
 * Takes the lease of job `name` for the period `now` falls in, if nobody holds it for that period yet.
 * One statement, so two replicas asking at once cannot both win: PostgreSQL locks the row for the
 * conflicting insert and evaluates `until <= now` against the version the winner wrote (PGlite runs the
 * statements one after the other). A holder that crashed or is still running holds it only until the
 * period ends.
 */
export async function takeJobLease(
  db: Db,
  lease: { name: string; holder: string; everyMs: number; now: Date },
): Promise<boolean> {
  const taken = { holder: lease.holder, until: periodEnd(lease.now, lease.everyMs), takenAt: lease.now };
  const won = await db
    .insert(jobLeases)
    .values({ name: lease.name, ...taken })
    .onConflictDoUpdate({ target: jobLeases.name, set: taken, setWhere: lte(jobLeases.until, lease.now) })
    .returning({ name: jobLeases.name });
  return won.length === 1;
}
