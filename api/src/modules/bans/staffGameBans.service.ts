import { randomUUID } from 'node:crypto';

import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gameBanCommands } from '../../db/schema/gameBanCommands.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';
import { storeDeliveries } from '../../db/schema/store.js';
import type { AuditActor, AuditLog } from '../../platform/audit/AuditLog.js';
import { AppError } from '../../platform/errors/AppError.js';
import {
  banCommand,
  type DeliveryOutbox,
  type DeliveryState,
  isSafeBanReason,
  unbanCommand,
} from '../delivery/index.js';
import { holdsAt } from './banRule.js';
import { banDeliveryState, GAME_BAN_ERRORS, type BanDeliveryState } from './gameBanRules.js';
import type { BanPeriodView } from './siteBans.js';

const DAY_SECONDS = 24 * 60 * 60;
const LIST_LIMIT = 200;

export interface GameBanFilter {
  player?: string;
  server?: string;
  status?: 'active' | 'lifted';
}

export interface IssueGameBan {
  player: string;
  /** A server's slug, or null for every server. */
  server: string | null;
  reason: string;
  /** Whole days, or null for a ban forever (the caller has made sure "forever" was chosen). */
  days: number | null;
}

export interface StaffGameBanView extends BanPeriodView {
  id: number;
  player: string;
  server: { slug: string; name: string };
  reason: string;
  bannedBy: string;
  delivery: {
    id: string;
    action: 'ban' | 'lift';
    state: BanDeliveryState;
    deliveryState: DeliveryState;
  } | null;
}

/**
 * Game bans for staff (docs/staff.md "Game bans"): the bans servers report and the ones staff issue,
 * lifted or issued here and told to the game server through the delivery outbox, as purchases are.
 */
export class StaffGameBans {
  constructor(
    private readonly db: Db,
    private readonly outbox: DeliveryOutbox,
    private readonly audit: AuditLog,
    private readonly clock: () => Date,
  ) {}

  /** holdsAt (banRule.ts) in SQL, to filter before the list's limit. */
  private activeNow(now: Date): SQL | undefined {
    return and(
      isNull(gameBans.liftedAt),
      or(eq(gameBans.permanent, true), isNull(gameBans.endsAt), gt(gameBans.endsAt, now)),
    );
  }

  async list(filter: GameBanFilter, ids?: number[], db: Db = this.db): Promise<StaffGameBanView[]> {
    const now = this.clock();
    const conditions: (SQL | undefined)[] = [];
    if (ids !== undefined) conditions.push(inArray(gameBans.id, ids));
    if (filter.player !== undefined) {
      conditions.push(sql`lower(${gamePlayers.nickname}) = lower(${filter.player})`);
    }
    if (filter.server !== undefined) conditions.push(eq(gameServers.slug, filter.server));
    if (filter.status === 'active') conditions.push(this.activeNow(now));
    if (filter.status === 'lifted') conditions.push(isNotNull(gameBans.liftedAt));
    const rows = await db
      .select({ ban: gameBans, player: gamePlayers.nickname, slug: gameServers.slug, name: gameServers.name })
      .from(gameBans)
      .innerJoin(gamePlayers, eq(gamePlayers.id, gameBans.playerId))
      .innerJoin(gameServers, eq(gameServers.id, gameBans.serverId))
      .where(and(...conditions))
      .orderBy(desc(gameBans.startsAt), desc(gameBans.id))
      .limit(LIST_LIMIT);
    const latest = await this.latestCommands(
      db,
      rows.map((row) => row.ban.id),
    );
    return rows.map(({ ban, player, slug, name }) => {
      const command = latest.get(ban.id);
      return {
        id: ban.id,
        player,
        server: { slug, name },
        reason: ban.reason,
        bannedBy: ban.bannedBy,
        startsAt: ban.startsAt.toISOString(),
        endsAt: ban.permanent ? null : (ban.endsAt?.toISOString() ?? null),
        permanent: ban.permanent,
        active: holdsAt(ban, now),
        liftedAt: ban.liftedAt?.toISOString() ?? null,
        liftedBy: ban.liftedBy,
        delivery:
          command === undefined
            ? null
            : {
                id: command.deliveryId,
                action: command.action,
                state: banDeliveryState(command.state),
                deliveryState: command.state,
              },
      };
    });
  }

  /** The newest command of each ban with its delivery's state. */
  private async latestCommands(db: Db, banIds: number[]) {
    const latest = new Map<number, { deliveryId: string; action: 'ban' | 'lift'; state: DeliveryState }>();
    if (banIds.length === 0) return latest;
    const rows = await db
      .select({
        banId: gameBanCommands.banId,
        deliveryId: gameBanCommands.deliveryId,
        action: gameBanCommands.action,
        state: storeDeliveries.state,
      })
      .from(gameBanCommands)
      .innerJoin(storeDeliveries, eq(storeDeliveries.id, gameBanCommands.deliveryId))
      .where(inArray(gameBanCommands.banId, banIds))
      .orderBy(desc(gameBanCommands.createdAt), desc(gameBanCommands.id));
    for (const row of rows) if (!latest.has(row.banId)) latest.set(row.banId, row);
    return latest;
  }

  /** Lifts a ban in force and queues the pardon for its server, audited, in one transaction. */
  /** `by` is the staff member's login, written on the ban as who lifted it. */
  async lift(banId: number, actor: AuditActor, by: string): Promise<StaffGameBanView> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ban: gameBans, player: gamePlayers })
        .from(gameBans)
        .innerJoin(gamePlayers, eq(gamePlayers.id, gameBans.playerId))
        .where(eq(gameBans.id, banId))
        .for('update');
      if (row === undefined) throw new AppError('NOT_FOUND', GAME_BAN_ERRORS.noBan);
      const { ban, player } = row;
      if (!holdsAt(ban, now)) throw new AppError('CONFLICT', GAME_BAN_ERRORS.notActive);
      await tx.update(gameBans).set({ liftedAt: now, liftedBy: by }).where(eq(gameBans.id, ban.id));
      const [deliveryId] = await this.outbox.enqueue(tx, [
        {
          serverId: ban.serverId,
          userId: player.userId,
          player: player.nickname,
          kind: 'unban',
          command: unbanCommand(player.nickname),
        },
      ]);
      if (deliveryId === undefined) throw new Error('a lift queued no delivery');
      await tx.insert(gameBanCommands).values({ banId: ban.id, deliveryId, action: 'lift', createdAt: now });
      await this.audit.record(
        actor,
        {
          action: 'bans.game.lift',
          targetUser: player.userId === null ? null : { id: player.userId, login: player.nickname },
          target: `game-ban:${ban.id}`,
          before: { reason: ban.reason, endsAt: ban.endsAt?.toISOString() ?? null, permanent: ban.permanent },
          after: { liftedAt: now.toISOString(), delivery: deliveryId },
        },
        tx,
      );
      const [view] = await this.list({}, [ban.id], tx);
      if (view === undefined) throw new Error('a lifted ban vanished');
      return view;
    });
  }

  /** Bans a player on one server or every server and queues the ban command for each, audited. */
  async issue(input: IssueGameBan, actor: AuditActor, by: string) {
    const reason = input.reason.trim();
    if (!isSafeBanReason(reason)) throw new AppError('VALIDATION_FAILED', GAME_BAN_ERRORS.badReason);
    const now = this.clock();
    const seconds = input.days === null ? null : input.days * DAY_SECONDS;
    const endsAt = seconds === null ? null : new Date(now.getTime() + seconds * 1000);
    return this.db.transaction(async (tx) => {
      const player = await this.player(tx, input.player, now);
      const servers = await tx
        .select({ id: gameServers.id, slug: gameServers.slug })
        .from(gameServers)
        // A retired server runs no more: "every server" leaves it out, and naming it finds nothing.
        .where(
          and(
            isNull(gameServers.retiredAt),
            input.server === null ? undefined : eq(gameServers.slug, input.server),
          ),
        );
      if (servers.length === 0) throw new AppError('NOT_FOUND', GAME_BAN_ERRORS.noServer);
      const command = banCommand(player.nickname, reason, seconds);
      const banIds: number[] = [];
      for (const server of servers) {
        const [ban] = await tx
          .insert(gameBans)
          .values({
            serverId: server.id,
            externalId: `staff:${randomUUID()}`,
            playerId: player.id,
            reason,
            bannedBy: by,
            startsAt: now,
            endsAt,
            permanent: seconds === null,
          })
          .returning({ id: gameBans.id });
        if (ban === undefined) throw new Error('a ban insert returned no row');
        const [deliveryId] = await this.outbox.enqueue(tx, [
          { serverId: server.id, userId: player.userId, player: player.nickname, kind: 'ban', command },
        ]);
        if (deliveryId === undefined) throw new Error('a ban queued no delivery');
        await tx.insert(gameBanCommands).values({ banId: ban.id, deliveryId, action: 'ban', createdAt: now });
        banIds.push(ban.id);
      }
      await this.audit.record(
        actor,
        {
          action: 'bans.game.issue',
          targetUser: player.userId === null ? null : { id: player.userId, login: player.nickname },
          target: `game-ban:${banIds.join(',')}`,
          after: {
            servers: servers.map((server) => server.slug),
            reason,
            endsAt: endsAt?.toISOString() ?? null,
            permanent: seconds === null,
          },
        },
        tx,
      );
      return this.list({}, banIds, tx);
    });
  }

  /**
   * The game profile of a nickname: the one the servers reported, or, for an account that never played,
   * a new profile under the account's login (so a ban can come before the first visit).
   */
  private async player(tx: Db, nickname: string, now: Date) {
    const [known] = await tx
      .select()
      .from(gamePlayers)
      .where(sql`lower(${gamePlayers.nickname}) = lower(${nickname})`);
    if (known !== undefined) return known;
    const [account] = await tx
      .select({ id: users.id, login: users.login })
      .from(users)
      .where(sql`lower(${users.login}) = lower(${nickname})`);
    if (account === undefined) throw new AppError('NOT_FOUND', GAME_BAN_ERRORS.noPlayer);
    const [created] = await tx
      .insert(gamePlayers)
      .values({ nickname: account.login, userId: account.id, firstSeenAt: now })
      .returning();
    if (created === undefined) throw new Error('a player insert returned no row');
    return created;
  }
}
