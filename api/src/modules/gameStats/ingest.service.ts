import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import {
  gameBans,
  gameEventReceipts,
  playerCounters,
  playSessions,
  playtimeDaily,
  playtimeTotals,
} from '../../db/schema/gameStats.js';
import { gameServers, type GameServerRow } from '../../db/schema/servers.js';
import { counterNames, type GameEvent, type GamePlayerRef, type GameReportResult } from './ingest.schemas.js';
import { recordOnline } from '../servers/index.js';
import { refKey, resolvePlayers } from './playerDirectory.js';
import { walkSessions, type OpenSession, type SessionStep } from './sessionWalk.js';

const CHUNK = 1000;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/**
 * Applies a plugin's batch for its own server in one transaction, set-based (a few statements per
 * batch, not per event). Idempotent: each event id is recorded per server, and only ids not seen before
 * are applied, so a batch resent after a timeout counts once.
 */
export class IngestService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async ingest(server: GameServerRow, events: GameEvent[]): Promise<GameReportResult> {
    const receivedAt = this.clock();
    return this.db.transaction(async (tx) => {
      const unique = [...new Map(events.map((event) => [event.id, event])).values()];
      const fresh = new Set<string>();
      await inChunks(unique, async (chunk) => {
        const inserted = await tx
          .insert(gameEventReceipts)
          .values(chunk.map((event) => ({ serverId: server.id, eventId: event.id, receivedAt })))
          .onConflictDoNothing()
          .returning({ eventId: gameEventReceipts.eventId });
        for (const row of inserted) fresh.add(row.eventId);
      });
      const todo = unique
        .filter((event) => fresh.has(event.id))
        .map((event) => ({ event, at: new Date(event.at) }))
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      if (todo.length > 0) await this.apply(tx, server, todo);
      await tx.update(gameServers).set({ lastPluginAt: receivedAt }).where(eq(gameServers.id, server.id));
      return { server: server.slug, accepted: todo.length, duplicates: events.length - todo.length };
    });
  }

  private async apply(db: Db, server: GameServerRow, todo: { event: GameEvent; at: Date }[]): Promise<void> {
    const refs: GamePlayerRef[] = [];
    for (const { event } of todo) {
      if (event.player !== undefined) refs.push(event.player);
      if (event.type === 'heartbeat') refs.push(...(event.players ?? []));
    }
    const lastAt = todo[todo.length - 1]?.at ?? this.clock();
    const ids = await resolvePlayers(db, refs, lastAt);
    const idOf = (ref: GamePlayerRef | undefined) => (ref === undefined ? undefined : ids.get(refKey(ref)));

    const heartbeats = todo.filter(({ event }) => event.type === 'heartbeat');
    await recordOnline(
      db,
      server.id,
      heartbeats.map(({ event, at }) => ({
        at,
        online: event.online ?? event.players?.length ?? 0,
        tps: event.tps,
        maxPlayers: event.maxPlayers,
      })),
    );

    const steps: SessionStep[] = [];
    const seen = new Map<number, Date>();
    const counters = new Map<string, { playerId: number; counter: string; value: number }>();
    for (const { event, at } of todo) {
      const playerId = idOf(event.player);
      if (playerId !== undefined) seen.set(playerId, at);
      if ((event.type === 'join' || event.type === 'leave') && playerId !== undefined) {
        steps.push({ kind: event.type, at, playerId });
      } else if (event.type === 'heartbeat' && event.players !== undefined) {
        const present = event.players.flatMap((ref) => idOf(ref) ?? []);
        for (const id of present) seen.set(id, at);
        steps.push({ kind: 'present', at, playerIds: present });
      } else if (event.type === 'counters' && playerId !== undefined && event.counters !== undefined) {
        for (const name of counterNames) {
          const value = event.counters[name];
          if (value === undefined || value === 0) continue;
          const key = `${playerId}:${name}`;
          const row = counters.get(key);
          if (row === undefined) counters.set(key, { playerId, counter: name, value });
          else row.value += value;
        }
      } else if (event.type === 'ban' && playerId !== undefined && event.ban !== undefined) {
        const ban = {
          serverId: server.id,
          externalId: event.ban.banId,
          playerId,
          reason: event.ban.reason ?? '',
          bannedBy: event.ban.by,
          startsAt: event.ban.start === undefined ? at : new Date(event.ban.start),
          endsAt: event.ban.end === undefined || event.ban.end === null ? null : new Date(event.ban.end),
          permanent: event.ban.permanent ?? false,
          liftedAt: null,
          liftedBy: null,
        };
        await db
          .insert(gameBans)
          .values(ban)
          .onConflictDoUpdate({ target: [gameBans.serverId, gameBans.externalId], set: ban });
      } else if (event.type === 'unban' && event.ban !== undefined) {
        await db
          .update(gameBans)
          .set({ liftedAt: at, liftedBy: event.ban.by })
          .where(and(eq(gameBans.serverId, server.id), eq(gameBans.externalId, event.ban.banId)));
      }
    }
    if (steps.length > 0) await this.applySessions(db, server.id, steps);
    await inChunks([...counters.values()], (chunk) =>
      db
        .insert(playerCounters)
        .values(chunk.map((row) => ({ ...row, serverId: server.id })))
        .onConflictDoUpdate({
          target: [playerCounters.playerId, playerCounters.serverId, playerCounters.counter],
          set: { value: sql`${playerCounters.value} + excluded.value` },
        }),
    );
    await this.markSeen(db, seen);
  }

  private async applySessions(db: Db, serverId: number, steps: SessionStep[]): Promise<void> {
    const stored = await db
      .select({ id: playSessions.id, playerId: playSessions.playerId, startedAt: playSessions.startedAt })
      .from(playSessions)
      .where(and(eq(playSessions.serverId, serverId), isNull(playSessions.endedAt)));
    const open = new Map<number, OpenSession>(
      stored.map((row) => [row.playerId, { id: row.id, startedAt: row.startedAt }]),
    );
    const changes = walkSessions(open, steps);
    for (const row of changes.closedStored) {
      await db.update(playSessions).set({ endedAt: row.endedAt }).where(eq(playSessions.id, row.id));
    }
    const inserts = [
      ...changes.closedNew.map((row) => ({ ...row, serverId })),
      ...changes.stillOpenNew.map((row) => ({ ...row, serverId, endedAt: null })),
    ];
    await inChunks(inserts, (chunk) => db.insert(playSessions).values(chunk));
    await inChunks([...changes.playtime.values()], (chunk) =>
      db
        .insert(playtimeDaily)
        .values(chunk.map((row) => ({ ...row, serverId })))
        .onConflictDoUpdate({
          target: [playtimeDaily.playerId, playtimeDaily.serverId, playtimeDaily.day],
          set: { seconds: sql`${playtimeDaily.seconds} + excluded.seconds` },
        }),
    );
    await this.addToTotals(db, serverId, [...changes.playtime.values()]);
  }

  /** The all-time sums the playtime tops sort by, per server and over every server. */
  private async addToTotals(
    db: Db,
    serverId: number,
    days: readonly { playerId: number; seconds: number }[],
  ): Promise<void> {
    const perPlayer = new Map<number, number>();
    for (const { playerId, seconds } of days)
      perPlayer.set(playerId, (perPlayer.get(playerId) ?? 0) + seconds);
    const rows = [...perPlayer].map(([playerId, seconds]) => ({ playerId, serverId, seconds }));
    await inChunks(rows, async (chunk) => {
      await db
        .insert(playtimeTotals)
        .values(chunk)
        .onConflictDoUpdate({
          target: [playtimeTotals.playerId, playtimeTotals.serverId],
          set: { seconds: sql`${playtimeTotals.seconds} + excluded.seconds` },
        });
      const values = sql.join(
        chunk.map((row) => sql`(${row.playerId}::integer, ${row.seconds}::bigint)`),
        sql`, `,
      );
      await db.execute(sql`UPDATE game_players SET playtime_seconds = game_players.playtime_seconds + v.seconds
        FROM (VALUES ${values}) AS v(id, seconds) WHERE game_players.id = v.id`);
    });
  }

  /** Last seen, for players and their accounts (the profile's last online): one statement per chunk. */
  private async markSeen(db: Db, seen: Map<number, Date>): Promise<void> {
    await inChunks([...seen], async (chunk) => {
      const values = sql.join(
        chunk.map(([playerId, at]) => sql`(${playerId}::integer, ${at}::timestamptz)`),
        sql`, `,
      );
      await db.execute(sql`UPDATE game_players SET last_seen_at = GREATEST(game_players.last_seen_at, v.at)
        FROM (VALUES ${values}) AS v(id, at) WHERE game_players.id = v.id`);
      await db.execute(sql`UPDATE users SET last_online_at = GREATEST(users.last_online_at, v.at)
        FROM (VALUES ${values}) AS v(id, at) JOIN game_players p ON p.id = v.id WHERE users.id = p.user_id`);
    });
  }
}
