import { and, desc, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema/accounts.js';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
/** An active session with its account's nickname: what the session check needs, in one read. */
export type SignedInSession = SessionRow & { login: string };

/** The session check's one read (by primary key, joined to its account), prepared once per process. */
function signedInQuery(db: Db) {
  return db
    .select({ ...getTableColumns(sessions), login: users.login })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.terminatedAt)))
    .limit(1)
    .prepare('session_signed_in');
}

export class SessionsRepository {
  private readonly signedIn: ReturnType<typeof signedInQuery>;

  constructor(private readonly db: Db) {
    this.signedIn = signedInQuery(db);
  }

  /**
   * The active session and its account's nickname, or null (no such session, ended, or its account is
   * gone). Every signed-in request asks this: one indexed read, parsed and planned once per connection.
   */
  async findSignedIn(id: string): Promise<SignedInSession | null> {
    const [row] = await this.signedIn.execute({ id });
    return row ?? null;
  }

  async insert(session: NewSession): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  async findActive(id: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, id), isNull(sessions.terminatedAt)))
      .limit(1);
    return row ?? null;
  }

  async touch(id: string, at: Date, ip: string | null): Promise<void> {
    await this.db.update(sessions).set({ lastUsedAt: at, ip }).where(eq(sessions.id, id));
  }

  async listForUser(userId: number, limit = 100): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastUsedAt))
      .limit(limit);
  }

  /** Ends one session of the user; false when it is not theirs or already ended. */
  async terminate(userId: number, id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ terminatedAt: at })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.terminatedAt)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  }

  /** Ends every session of the user, except `keepId` when given; answers how many ended. */
  async terminateAll(userId: number, at: Date, keepId?: string): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ terminatedAt: at })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.terminatedAt),
          keepId === undefined ? undefined : ne(sessions.id, keepId),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }
}
