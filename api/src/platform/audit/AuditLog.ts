import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Db } from '../../db/client.js';
import { auditEntries } from '../../db/schema/audit.js';
import type { AuditAction } from './auditActions.js';

export type AuditEntryRow = typeof auditEntries.$inferSelect;

/** Who acts, and from which address (the client's, as the trusted proxies report it). */
export interface AuditActor {
  userId: number | null;
  login: string | null;
  ip: string | null;
}

export interface AuditEvent {
  /** One of the catalogue (auditActions.ts), so the audit screen has a sentence for it. */
  action: AuditAction;
  targetUser?: { id: number; login: string } | null;
  /** What the action concerns when it is not (only) a player: `group:3`, `server:hitech`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  /** Matches the actor's or the target's nickname, the target, the action or the address. */
  query?: string;
  action?: string;
  targetUserId?: number;
  /** Keyset paging: entries older than this id. */
  beforeId?: number;
  limit: number;
}

/** The signed-in staff member of a request as an audit actor. */
export function auditActor(
  request: FastifyRequest,
  user: { userId: number; login: string },
): AuditActor & { userId: number } {
  return { userId: user.userId, login: user.login, ip: request.ip.replace(/^::ffff:/, '') };
}

/**
 * The append-only audit log. Modules call `record` with their transaction handle, so the entry is
 * written if and only if the action itself commits.
 */
export class AuditLog {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async record(actor: AuditActor, event: AuditEvent, db: Db = this.db): Promise<void> {
    await db.insert(auditEntries).values({
      at: this.clock(),
      actorId: actor.userId,
      actorLogin: actor.login,
      action: event.action,
      targetUserId: event.targetUser?.id ?? null,
      targetLogin: event.targetUser?.login ?? null,
      target: event.target ?? null,
      ip: actor.ip,
      before: event.before ?? null,
      after: event.after ?? null,
    });
  }

  /** Newest first; one more row than asked tells whether there is another page. */
  async search(filter: AuditFilter): Promise<{ entries: AuditEntryRow[]; hasMore: boolean }> {
    const conditions: (SQL | undefined)[] = [];
    const query = filter.query?.trim();
    if (query !== undefined && query !== '') {
      const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(auditEntries.actorLogin, like),
          ilike(auditEntries.targetLogin, like),
          ilike(auditEntries.target, like),
          ilike(auditEntries.action, like),
          eq(auditEntries.ip, query),
        ),
      );
    }
    if (filter.action !== undefined && filter.action !== '') {
      conditions.push(eq(auditEntries.action, filter.action));
    }
    if (filter.targetUserId !== undefined)
      conditions.push(eq(auditEntries.targetUserId, filter.targetUserId));
    if (filter.beforeId !== undefined) conditions.push(lt(auditEntries.id, filter.beforeId));
    const rows = await this.db
      .select()
      .from(auditEntries)
      .where(and(...conditions))
      .orderBy(desc(auditEntries.id))
      .limit(filter.limit + 1);
    return { entries: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit };
  }
}
