import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { accountHistory, oauthAccounts, sessions, twoFactorLinks, users } from '../../db/schema/accounts.js';
import { gamePlayers } from '../../db/schema/gameStats.js';
import type { AuditActor, AuditLog } from '../../platform/audit/AuditLog.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Ledger } from '../../platform/ledger/Ledger.js';
import type { UsersRepository } from '../../platform/identity/users.repository.js';
import { playerRecords } from './playerRecords.js';
import type { SiteBans } from '../bans/index.js';
import type { StaffPlayer } from './staff.schemas.js';

const SEARCH_LIMIT = 25;
const MOVEMENTS = 10;
const SESSIONS = 30;
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const ADDRESS = /^[0-9a-f.:]+$/i;

export interface PlayersDeps {
  db: Db;
  users: UsersRepository;
  ledger: Ledger;
  bans: SiteBans;
  audit: AuditLog;
  clock: () => Date;
}

type Target = { id: number; login: string };

export function noSuchPlayer(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Игрок не найден', en: 'No such player' });
}

/** What staff see and do about one player; every change writes its audit entry in the same transaction. */
export class PlayersService {
  constructor(private readonly deps: PlayersDeps) {}

  /** By nickname (prefix), email, game UUID or an address they registered or signed in from. */
  async search(raw: string) {
    const query = raw.trim();
    const { db } = this.deps;
    const escaped = query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const conditions = [
      sql`lower(${users.login}) like ${`${escaped}%`}`,
      sql`lower(${users.email}) = ${query.toLowerCase()}`,
    ];
    if (UUID.test(query)) {
      const dashed = query.replace(/-/g, '').toLowerCase();
      conditions.push(
        sql`${users.id} in (select ${gamePlayers.userId} from ${gamePlayers}
          where replace(lower(${gamePlayers.uuid}), '-', '') = ${dashed})`,
      );
    }
    if (ADDRESS.test(query) && /[.:]/.test(query)) {
      conditions.push(
        sql`${users.registrationIp} = ${query}`,
        sql`${users.id} in (select ${sessions.userId} from ${sessions} where ${sessions.ip} = ${query})`,
      );
    }
    return db
      .select({
        id: users.id,
        login: users.login,
        email: users.email,
        createdAt: users.createdAt,
        lastOnlineAt: users.lastOnlineAt,
      })
      .from(users)
      .where(or(...conditions))
      .orderBy(users.login)
      .limit(SEARCH_LIMIT);
  }

  async target(login: string): Promise<Target> {
    const user = await this.deps.users.findByLogin(login.trim());
    if (user === null) throw noSuchPlayer();
    return { id: user.id, login: user.login };
  }

  async detail(login: string): Promise<StaffPlayer> {
    const { db } = this.deps;
    const user = await this.deps.users.findByLogin(login.trim());
    if (user === null) throw noSuchPlayer();
    const [methods, sessionRows, twoFactor, groups, balances, history, bans] = await Promise.all([
      db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, user.id)),
      db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .orderBy(desc(sessions.lastUsedAt))
        .limit(SESSIONS),
      db.select().from(twoFactorLinks).where(eq(twoFactorLinks.userId, user.id)).limit(1),
      this.deps.users.groupNames(user.id),
      this.deps.ledger.balances(user.id),
      this.deps.ledger.history(user.id, { limit: MOVEMENTS }),
      this.deps.bans.forUser(user.id),
    ]);
    return {
      id: user.id,
      login: user.login,
      email: user.email,
      emailVerified: user.emailVerifiedAt !== null,
      hasPassword: user.passwordHash !== null,
      registrationIp: user.registrationIp,
      createdAt: user.createdAt.toISOString(),
      lastOnlineAt: user.lastOnlineAt?.toISOString() ?? null,
      twoFactorType: twoFactor[0]?.type ?? 0,
      twoFactorLinkedAt: twoFactor[0]?.linkedAt.toISOString() ?? null,
      signInMethods: methods.map((row) => ({
        provider: row.provider,
        displayName: row.displayName,
        linkedAt: row.linkedAt.toISOString(),
      })),
      sessions: sessionRows.map((row) => ({
        id: row.id,
        source: row.source,
        browser: row.browser,
        system: row.system,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        active: row.terminatedAt === null,
      })),
      groups,
      balanceKopecks: balances.balanceKopecks,
      coins: balances.coins,
      movements: history.entries.map((row) => ({
        id: row.id,
        kind: row.kind,
        at: row.createdAt.toISOString(),
        reason: row.reason,
        changes: row.changes,
      })),
      bans,
    };
  }

  /** Roles, purchases, top-ups, deliveries and game bans of one player (the card's second read). */
  async records(login: string) {
    const target = await this.target(login);
    return playerRecords(this.deps.db, target.id, this.deps.clock());
  }

  /** Signs the player out everywhere (a stolen account, a shared password). */
  async endSessions(actor: AuditActor, login: string): Promise<number> {
    const target = await this.target(login);
    return this.deps.db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ terminatedAt: this.deps.clock() })
        .where(and(eq(sessions.userId, target.id), isNull(sessions.terminatedAt)))
        .returning({ id: sessions.id });
      await this.deps.audit.record(
        actor,
        { action: 'players.sessions.end', targetUser: target, after: { ended: ended.length } },
        tx,
      );
      return ended.length;
    });
  }

  /**
   * Removes the bot link after staff checked the player's identity elsewhere; the player's own 2FA
   * history shows it, and the audit entry keeps the reason.
   */
  async resetTwoFactor(actor: AuditActor, login: string, reason: string): Promise<boolean> {
    const target = await this.target(login);
    return this.deps.db.transaction(async (tx) => {
      const removed = await tx
        .delete(twoFactorLinks)
        .where(eq(twoFactorLinks.userId, target.id))
        .returning({ type: twoFactorLinks.type });
      const link = removed[0];
      if (link === undefined) return false;
      await tx.insert(accountHistory).values({
        userId: target.id,
        target: '2fa',
        action: 'reset_by_staff',
        detail: { type: link.type },
        ip: actor.ip,
        createdAt: this.deps.clock(),
      });
      await this.deps.audit.record(
        actor,
        {
          action: 'players.twoFactor.reset',
          targetUser: target,
          before: { twoFactorType: link.type },
          after: { twoFactorType: 0, reason },
        },
        tx,
      );
      return true;
    });
  }

  /** `days` null bans for good: the routes pass null only for an explicit "forever" (siteBanDays). */
  async ban(actor: AuditActor & { userId: number }, login: string, reason: string, days: number | null) {
    const target = await this.target(login);
    return this.deps.db.transaction(async (tx) => {
      const ban = await this.deps.bans.ban({ userId: target.id, actorId: actor.userId, reason, days }, tx);
      await this.deps.audit.record(
        actor,
        {
          action: 'players.bans.ban',
          targetUser: target,
          after: { banId: ban.id, reason, endsAt: ban.endsAt?.toISOString() ?? null },
        },
        tx,
      );
    });
  }

  async unban(actor: AuditActor & { userId: number }, login: string, reason: string) {
    const target = await this.target(login);
    await this.deps.db.transaction(async (tx) => {
      const lifted = await this.deps.bans.lift({ userId: target.id, actorId: actor.userId, reason }, tx);
      if (lifted === null) {
        throw new AppError('CONFLICT', { ru: 'Игрок не забанен', en: 'The player is not banned' });
      }
      await this.deps.audit.record(
        actor,
        {
          action: 'players.bans.lift',
          targetUser: target,
          before: { banId: lifted.id, reason: lifted.reason, endsAt: lifted.endsAt?.toISOString() ?? null },
          after: { liftReason: reason },
        },
        tx,
      );
    });
  }
}
