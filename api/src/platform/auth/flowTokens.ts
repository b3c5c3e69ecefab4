import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { flowTokens } from '../../db/schema/accounts.js';
import { randomSecret, sha256Hex } from './secrets.js';

export type FlowTokenRow = typeof flowTokens.$inferSelect;

export interface IssueOptions {
  userId?: number | null;
  payload?: Record<string, unknown>;
  ttlSeconds: number;
  /** A secret chosen by the caller (a 6-digit code); by default 256 random bits. */
  secret?: string;
}

/**
 * The secrets of multi-step flows (reset links, email codes, OAuth state, 2FA links and challenges).
 * Only hashes are stored; a secret is accepted once, before it expires, for its own purpose only.
 */
export class FlowTokens {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async issue(purpose: string, options: IssueOptions): Promise<string> {
    const secret = options.secret ?? randomSecret();
    const now = this.clock();
    await this.db.insert(flowTokens).values({
      purpose,
      secretHash: sha256Hex(`${purpose}:${secret}`),
      userId: options.userId ?? null,
      payload: options.payload ?? {},
      createdAt: now,
      expiresAt: new Date(now.getTime() + options.ttlSeconds * 1000),
    });
    return secret;
  }

  /** The live row for this secret, without spending it. */
  async peek(
    purpose: string,
    secret: string | undefined | null,
    userId?: number,
  ): Promise<FlowTokenRow | null> {
    if (!isUsableSecret(secret)) return null;
    const [row] = await this.db
      .select()
      .from(flowTokens)
      .where(
        and(
          eq(flowTokens.purpose, purpose),
          eq(flowTokens.secretHash, sha256Hex(`${purpose}:${secret.trim()}`)),
          isNull(flowTokens.usedAt),
          gt(flowTokens.expiresAt, this.clock()),
          userId === undefined ? undefined : eq(flowTokens.userId, userId),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /**
   * Whether this secret was ever issued for the purpose (and user), live, spent or expired: imports that
   * run again must not bring a spent secret back to life.
   */
  async wasIssued(purpose: string, secret: string, userId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: flowTokens.id })
      .from(flowTokens)
      .where(
        and(
          eq(flowTokens.purpose, purpose),
          eq(flowTokens.secretHash, sha256Hex(`${purpose}:${secret}`)),
          userId === undefined ? undefined : eq(flowTokens.userId, userId),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Spends the secret: the row when it was live, null when empty, unknown, expired or already used. */
  async consume(
    purpose: string,
    secret: string | undefined | null,
    userId?: number,
  ): Promise<FlowTokenRow | null> {
    if (!isUsableSecret(secret)) return null;
    const now = this.clock();
    // One UPDATE ... RETURNING: two concurrent requests with the same secret cannot both win.
    const [row] = await this.db
      .update(flowTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(flowTokens.purpose, purpose),
          eq(flowTokens.secretHash, sha256Hex(`${purpose}:${secret.trim()}`)),
          isNull(flowTokens.usedAt),
          gt(flowTokens.expiresAt, now),
          userId === undefined ? undefined : eq(flowTokens.userId, userId),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** A live token of a purpose whose payload holds `value` under `key` (button tokens of 2FA challenges). */
  async findLiveByPayload(purpose: string, key: string, value: string): Promise<FlowTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(flowTokens)
      .where(
        and(
          eq(flowTokens.purpose, purpose),
          sql`${flowTokens.payload} ->> ${key} = ${value}`,
          isNull(flowTokens.usedAt),
          gt(flowTokens.expiresAt, this.clock()),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** Spends a token by id (a challenge found through another secret). */
  async consumeById(id: number): Promise<boolean> {
    const rows = await this.db
      .update(flowTokens)
      .set({ usedAt: this.clock() })
      .where(and(eq(flowTokens.id, id), isNull(flowTokens.usedAt)))
      .returning({ id: flowTokens.id });
    return rows.length === 1;
  }

  async updatePayload(id: number, payload: Record<string, unknown>): Promise<void> {
    await this.db.update(flowTokens).set({ payload }).where(eq(flowTokens.id, id));
  }

  /** Counts a wrong guess against a token; answers the new count. */
  async countAttempt(id: number): Promise<number> {
    const [row] = await this.db
      .update(flowTokens)
      .set({ attempts: sql`${flowTokens.attempts} + 1` })
      .where(eq(flowTokens.id, id))
      .returning({ attempts: flowTokens.attempts });
    return row?.attempts ?? 0;
  }

  /** Withdraws the unused tokens of a purpose for a user (a new code replaces the old one). */
  async revoke(purpose: string, userId: number): Promise<void> {
    await this.db
      .update(flowTokens)
      .set({ usedAt: this.clock() })
      .where(and(eq(flowTokens.purpose, purpose), eq(flowTokens.userId, userId), isNull(flowTokens.usedAt)));
  }

  /** The newest token of a purpose for a user, used or not (resend countdowns). */
  async latest(purpose: string, userId: number): Promise<FlowTokenRow | null> {
    const [row] = await this.db
      .select()
      .from(flowTokens)
      .where(and(eq(flowTokens.purpose, purpose), eq(flowTokens.userId, userId)))
      .orderBy(sql`${flowTokens.createdAt} desc`)
      .limit(1);
    return row ?? null;
  }

  async pruneExpired(): Promise<void> {
    const dayAgo = new Date(this.clock().getTime() - 24 * 3600 * 1000);
    await this.db.delete(flowTokens).where(lt(flowTokens.expiresAt, dayAgo));
  }
}

/** The NamelessMC CVE-2025-22144 lesson: an empty or blank secret never matches anything. */
function isUsableSecret(secret: string | undefined | null): secret is string {
  return typeof secret === 'string' && secret.trim().length >= 6;
}
