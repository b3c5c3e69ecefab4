import { and, count, gt, inArray, lt, min, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { throttleEvents } from '../../db/schema/accounts.js';
import { AppError } from '../errors/AppError.js';

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
}

/** Spec-level limits: at most 10 failures per account per 15 minutes, and so on. */
export const THROTTLE_RULES = {
  /**
   * Sign-in (docs/security.md): failures of one address at one account. The account-wide count only
   * says the account is under attack; then an address that has failed at it may not try again, one
   * that has not (the player's own) still may. Shared by the site, the launcher and Yggdrasil.
   */
  loginPerAccountAndAddress: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  loginUnderAttackPerAddress: { limit: 1, windowSeconds: 15 * 60 },
  /** Failed sign-ins of one address, at any accounts: with a captcha (site, launcher) and without. */
  loginPerIp: { limit: 50, windowSeconds: 15 * 60 },
  loginPerIpWithoutCaptcha: { limit: 10, windowSeconds: 15 * 60 },
  codePerAccount: { limit: 10, windowSeconds: 15 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Letters (reset, restore, codes) to one mailbox, whoever asks for them. */
  mailPerRecipient: { limit: 3, windowSeconds: 60 * 60 },
  /**
   * "Send the letter again" for the sign-up address confirmation (docs/product.md#address-confirmation):
   * one a minute and five an hour per account; the letter sent at sign-up is not counted.
   */
  confirmResendPerMinute: { limit: 1, windowSeconds: 60 },
  confirmResendPerHour: { limit: 5, windowSeconds: 60 * 60 },
  /** Guesses at one code (a reset link, a mail code), from any address. */
  guessesPerCode: { limit: 10, windowSeconds: 15 * 60 },
  /** `user/validation` is asked as a player types: generous, but not a free oracle. */
  validationPerIp: { limit: 120, windowSeconds: 15 * 60 },
  legacyTokenPerIp: { limit: 20, windowSeconds: 15 * 60 },
  legacyTokenPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** Top-ups a player starts (each one a provider call and a payment row), succeeded or not. */
  paymentStartsPerPlayer: { limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;

export interface Budget {
  key: string;
  rule: ThrottleRule;
}

/** Failures of a key within the window, counted under the take's locks. */
export type FailureCount = (key: string, windowSeconds: number) => Promise<number>;

/**
 * A take whose limits depend on counts (sign-in: an account under attack tightens each address's
 * limit): every key in `keys` is locked and charged; `budgets` decides, under the locks, which limits
 * apply.
 */
export interface BudgetPlan {
  keys: readonly string[];
  budgets: (failures: FailureCount) => Promise<readonly Budget[]>;
}

/** The longest window of any rule: `take` reads this much of its keys' history at once. */
export const LONGEST_WINDOW_SECONDS = Math.max(
  ...Object.values(THROTTLE_RULES).map((rule: ThrottleRule) => rule.windowSeconds),
);

interface ThrottleEvent {
  key: string;
  createdAt: Date;
}

interface WindowCount {
  failures: number;
  /** The window's oldest event: the limit lifts when it leaves the window. */
  oldest: Date | undefined;
}

/** The events of a key within the window before `now`, counted as the database counts them. */
function windowOf(
  events: readonly ThrottleEvent[],
  key: string,
  windowSeconds: number,
  now: Date,
): WindowCount {
  const since = now.getTime() - windowSeconds * 1000;
  let failures = 0;
  let oldest: Date | undefined;
  for (const event of events) {
    if (event.key !== key || event.createdAt.getTime() <= since) continue;
    failures += 1;
    if (oldest === undefined || event.createdAt < oldest) oldest = event.createdAt;
  }
  return { failures, oldest };
}

/** Throws a translated 429 with `retryAfter` when the window holds the rule's limit already. */
function refuseWhenSpent({ failures, oldest }: WindowCount, rule: ThrottleRule, now: Date): void {
  if (failures < rule.limit) return;
  const from = oldest ?? now;
  const retryAfter = Math.max(
    1,
    Math.ceil((from.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  throw new AppError('RATE_LIMITED', minutesText(retryAfter), { retryAfter });
}

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
    await this.check(this.db, key, rule, this.clock());
  }

  private async count(db: Db, key: string, windowSeconds: number, now: Date): Promise<number> {
    const since = new Date(now.getTime() - windowSeconds * 1000);
    const [row] = await db
      .select({ failures: count() })
      .from(throttleEvents)
      .where(and(inArray(throttleEvents.key, [key]), gt(throttleEvents.createdAt, since)));
    return row?.failures ?? 0;
  }

  private async check(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<void> {
    const since = new Date(now.getTime() - rule.windowSeconds * 1000);
    const [row] = await db
      .select({ failures: count(), oldest: min(throttleEvents.createdAt) })
      .from(throttleEvents)
      .where(and(inArray(throttleEvents.key, [key]), gt(throttleEvents.createdAt, since)));
    refuseWhenSpent(
      { failures: row?.failures ?? 0, oldest: row?.oldest ? new Date(row.oldest) : undefined },
      rule,
      now,
    );
  }

  /**
   * Takes one attempt from every key's budget, atomically: the keys are locked (a transaction-scoped
   * advisory lock per key, in a fixed order) while they are counted and the attempt is written, so 100
   * simultaneous guesses get exactly `limit` tries, never more. Throws 429 when any key is spent (and
   * takes nothing then). The attempt counts as a failure until `giveBack` returns it on success. A plan
   * charges keys it does not limit too (the account-wide sign-in count).
   */
  async take(
    budgets: readonly Budget[] | BudgetPlan,
  ): Promise<{ giveBack: (alsoForget?: readonly string[]) => Promise<void> }> {
    const plan: BudgetPlan =
      'budgets' in budgets
        ? budgets
        : { keys: budgets.map(({ key }) => key), budgets: () => Promise.resolve(budgets) };
    const now = this.clock();
    const keys = [...new Set(plan.keys)].sort((a, b) => a.localeCompare(b));
    const ids = await this.db.transaction(async (tx) => {
      // One statement: a row's expressions are evaluated in order, so the locks are taken in key order.
      if (keys.length > 0) {
        await tx.execute(
          sql`select ${sql.join(
            keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`),
            sql`, `,
          )}`,
        );
      }
      // The locked keys' events of the longest window, read once after the locks (a sign-in's three
      // counts were three round trips); a key or window beyond them is counted by the database.
      const events = keys.length === 0 ? [] : await this.recentEvents(tx, keys, now);
      const within = (key: string, windowSeconds: number) =>
        keys.includes(key) && windowSeconds <= LONGEST_WINDOW_SECONDS
          ? windowOf(events, key, windowSeconds, now)
          : undefined;
      const failures: FailureCount = async (key, windowSeconds) =>
        within(key, windowSeconds)?.failures ?? (await this.count(tx, key, windowSeconds, now));
      for (const { key, rule } of await plan.budgets(failures)) {
        const counted = within(key, rule.windowSeconds);
        if (counted === undefined) await this.check(tx, key, rule, now);
        else refuseWhenSpent(counted, rule, now);
      }
      const rows = await tx
        .insert(throttleEvents)
        .values(keys.map((key) => ({ key, createdAt: now })))
        .returning({ id: throttleEvents.id });
      return rows.map((row) => row.id);
    });
    return {
      // `alsoForget`: keys whose failures go with it, in the same statement (a sign-in that succeeds
      // clears its address's earlier typos at the account).
      giveBack: async (alsoForget = []) => {
        if (ids.length === 0 && alsoForget.length === 0) return;
        const attempt = ids.length > 0 ? inArray(throttleEvents.id, ids) : undefined;
        const forgotten = alsoForget.length > 0 ? inArray(throttleEvents.key, [...alsoForget]) : undefined;
        await this.db.delete(throttleEvents).where(or(attempt, forgotten));
      },
    };
  }

  private recentEvents(db: Db, keys: readonly string[], now: Date): Promise<ThrottleEvent[]> {
    const since = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
    return db
      .select({ key: throttleEvents.key, createdAt: throttleEvents.createdAt })
      .from(throttleEvents)
      .where(and(inArray(throttleEvents.key, [...keys]), gt(throttleEvents.createdAt, since)));
  }

  async recordFailure(...keys: string[]): Promise<void> {
    const now = this.clock();
    await this.db.insert(throttleEvents).values(keys.map((key) => ({ key, createdAt: now })));
  }

  async pruneOlderThan(seconds: number): Promise<void> {
    const before = new Date(this.clock().getTime() - seconds * 1000);
    await this.db.delete(throttleEvents).where(lt(throttleEvents.createdAt, before));
  }
}
