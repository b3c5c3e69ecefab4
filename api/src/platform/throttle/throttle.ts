import { and, count, gt, inArray, lt, min } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { throttleEvents } from '../../db/schema/accounts.js';
import { AppError } from '../errors/AppError.js';

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

/** Spec-level limits: at most 10 failures per account per 15 minutes, and so on. */
export const THROTTLE_RULES = {
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 50, windowSeconds: 15 * 60 },
  codePerAccount: { limit: 10, windowSeconds: 15 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, ThrottleRule>;

function minutesText(seconds: number): { ru: string; en: string } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return {
    ru: `Слишком много попыток. Попробуйте снова через ${minutes} мин.`,
    en: `Too many attempts. Try again in ${minutes} min.`,
  };
}

/**
 * Failure counters in the database, so every api replica sees the same counts. A key is
 * `<action>:<scope>:<id>`, e.g. `login:account:42` or `login:ip:203.0.113.7`.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Throws a translated 429 with `retryAfter` when the key has used up its failures. */
  async assertAllowed(key: string, rule: ThrottleRule): Promise<void> {
    const now = this.clock();
    const since = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [row] = await this.db
      .select({ failures: count(), oldest: min(throttleEvents.createdAt) })
      .from(throttleEvents)
      .where(and(inArray(throttleEvents.key, [key]), gt(throttleEvents.createdAt, since)));
    const failures = row?.failures ?? 0;
    if (failures < rule.limit) return;
    const oldest = row?.oldest ? new Date(row.oldest) : now;
    const retryAfter = Math.max(
      1,
      Math.ceil((oldest.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
    );
    throw new AppError('RATE_LIMITED', minutesText(retryAfter), { retryAfter });
  }

  async recordFailure(...keys: string[]): Promise<void> {
    const now = this.clock();
    await this.db.insert(throttleEvents).values(keys.map((key) => ({ key, createdAt: now })));
  }

  /** Forgets the failures of a key (a successful sign-in clears the account's counter). */
  async clear(key: string): Promise<void> {
    await this.db.delete(throttleEvents).where(inArray(throttleEvents.key, [key]));
  }

  async pruneOlderThan(seconds: number): Promise<void> {
    const before = new Date(this.clock().getTime() - seconds * 1000);
    await this.db.delete(throttleEvents).where(lt(throttleEvents.createdAt, before));
  }
}
