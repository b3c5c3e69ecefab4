import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  gameBans,
  gamePlayers,
  playerCounters,
  playtimeDaily,
  playtimeTotals,
  serverOnlineHistory,
} from '../../db/schema/gameStats.js';
import { users } from '../../db/schema/accounts.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { downsampleHistory, type GameServer } from '../servers/index.js';
import type { GameEvent } from './ingest.schemas.js';
import { ServerTokens } from './serverTokens.js';
import { splitByUtcDay } from './sessionWalk.js';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await new ServerTokens(t.database.db, () => new Date()).rotate('techno-magic-sky')) ?? '';
});
afterAll(async () => {
  await t.close();
});

function send(events: GameEvent[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api-system/server/report',
    headers: { 'x-server-token': token },
    payload: { events },
  });
}

const steve = { uuid: '069a79f444e94726a5befca90e38aaf5', nickname: 'steve' };
const stranger = { nickname: 'Wanderer_1' };

describe('POST /api-system/server/report', () => {
  it('applies a replayed batch once: sessions, playtime, counters, bans', async () => {
    const batch: GameEvent[] = [
      { id: 'j1', type: 'join', at: '2030-01-01T23:30:00Z', player: steve },
      { id: 'j2', type: 'join', at: '2030-01-02T00:00:00Z', player: stranger },
      {
        id: 'c1',
        type: 'counters',
        at: '2030-01-02T00:10:00Z',
        player: steve,
        counters: { blocksBroken: 10, deaths: 1 },
      },
      {
        id: 'c2',
        type: 'counters',
        at: '2030-01-02T00:20:00Z',
        player: steve,
        counters: { blocksBroken: 5 },
      },
      { id: 'l1', type: 'leave', at: '2030-01-02T01:00:00Z', player: steve },
      {
        id: 'b1',
        type: 'ban',
        at: '2030-01-02T01:05:00Z',
        player: stranger,
        ban: { banId: '77', by: 'admin', reason: 'Griefing', permanent: true, end: null },
      },
    ];
    const first = await send(batch);
    expect(first.json()).toEqual({ server: 'techno-magic-sky', accepted: 6, duplicates: 0 });
    const replay = await send(batch);
    expect(replay.json()).toEqual({ server: 'techno-magic-sky', accepted: 0, duplicates: 6 });
    // Half replayed, half new: only the new half counts.
    const mixed = await send([
      ...batch.slice(2, 3),
      {
        id: 'c3',
        type: 'counters',
        at: '2030-01-02T02:00:00Z',
        player: steve,
        counters: { blocksBroken: 1 },
      },
      { id: 'u1', type: 'unban', at: '2030-01-03T00:00:00Z', ban: { banId: '77', by: 'moderator' } },
    ]);
    expect(mixed.json()).toMatchObject({ accepted: 2, duplicates: 1 });

    const db = t.database.db;
    const [player] = await db
      .select()
      .from(gamePlayers)
      .where(eq(gamePlayers.uuid, '069a79f4-44e9-4726-a5be-fca90e38aaf5'));
    const [account] = await db.select().from(users).where(eq(users.login, 'steve'));
    // Matched to the account of the same nickname; its last online follows the game.
    expect(player?.userId).toBe(account?.id);
    expect(account?.lastOnlineAt?.toISOString()).toBe('2030-01-02T02:00:00.000Z');
    const playtime = await db
      .select({ day: playtimeDaily.day, seconds: playtimeDaily.seconds })
      .from(playtimeDaily)
      .where(eq(playtimeDaily.playerId, player?.id ?? 0))
      .orderBy(playtimeDaily.day);
    expect(playtime).toEqual([
      { day: '2030-01-01', seconds: 1800 },
      { day: '2030-01-02', seconds: 3600 },
    ]);
    // The all-time sums the tops read, counted once despite the replay.
    const [total] = await db
      .select({ seconds: playtimeTotals.seconds })
      .from(playtimeTotals)
      .where(eq(playtimeTotals.playerId, player?.id ?? 0));
    expect(total?.seconds).toBe(5400);
    const [overall] = await db
      .select({ seconds: gamePlayers.playtimeSeconds })
      .from(gamePlayers)
      .where(eq(gamePlayers.id, player?.id ?? 0));
    expect(overall?.seconds).toBe(5400);
    const counters = await db
      .select({ counter: playerCounters.counter, value: playerCounters.value })
      .from(playerCounters)
      .where(eq(playerCounters.playerId, player?.id ?? 0))
      .orderBy(playerCounters.counter);
    expect(counters).toEqual([
      { counter: 'blocksBroken', value: 16 },
      { counter: 'deaths', value: 1 },
    ]);
    const [ban] = await db.select().from(gameBans).where(eq(gameBans.externalId, '77'));
    expect(ban).toMatchObject({
      reason: 'Griefing',
      bannedBy: 'admin',
      permanent: true,
      endsAt: null,
      liftedBy: 'moderator',
    });
    // An unknown player still counts: created, with no account.
    const [wanderer] = await db.select().from(gamePlayers).where(eq(gamePlayers.nickname, 'Wanderer_1'));
    expect(wanderer?.userId).toBeNull();
  });

  it('closes sessions of players a heartbeat no longer lists, and renames by UUID', async () => {
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 5, 10, minute)).toISOString();
    await send([
      { id: 'h1', type: 'heartbeat', at: at(0), players: [steve, { nickname: 'Miner_2' }], tps: 19.9 },
      { id: 'h2', type: 'heartbeat', at: at(30), players: [{ ...steve, nickname: 'steve' }] },
    ]);
    const db = t.database.db;
    const [wanderer] = await db.select().from(gamePlayers).where(eq(gamePlayers.nickname, 'Miner_2'));
    const [row] = await db
      .select({ seconds: playtimeDaily.seconds })
      .from(playtimeDaily)
      .where(and(eq(playtimeDaily.playerId, wanderer?.id ?? 0), eq(playtimeDaily.day, '2030-01-05')));
    expect(row?.seconds).toBe(1800);
  });

  it('keeps exact records with their moments and downsamples history without losing peaks', async () => {
    const base = Date.UTC(2031, 5, 10, 12, 0);
    const beats: GameEvent[] = [];
    // Online 10 every 15 s for an hour, with one 15-second spike to 180 that a 10-minute poll would miss.
    for (let second = 0; second < 3600; second += 15) {
      const online = second === 1215 ? 300 : 10;
      beats.push({
        id: `hb-${second}`,
        type: 'heartbeat',
        at: new Date(base + second * 1000).toISOString(),
        online,
      });
    }
    t.setNow(new Date(base + 3600_000));
    await send(beats);
    const servers = (await t.app.inject({ method: 'GET', url: '/api/servers' })).json<{
      items: GameServer[];
    }>();
    const sky = servers.items.find((server) => server.slug === 'techno-magic-sky');
    expect(sky).toMatchObject({
      recordDay: 300,
      recordMax: 300,
      recordDayAt: new Date(base + 1215_000).toISOString(),
    });
    expect(sky?.recordMaxAt).toBe(new Date(base + 1215_000).toISOString());

    const db = t.database.db;
    const rows = (resolution: 'minute' | 'hour' | 'day') =>
      db
        .select()
        .from(serverOnlineHistory)
        .where(
          and(
            eq(serverOnlineHistory.resolution, resolution),
            sql`${serverOnlineHistory.at} >= ${new Date(base - 12 * 3600_000)}`,
          ),
        );
    expect(await rows('minute')).toHaveLength(60);

    await downsampleHistory(db, new Date(base + 8 * 86_400_000));
    expect(await rows('minute')).toHaveLength(0);
    const hours = await rows('hour');
    expect(hours).toHaveLength(1);
    expect(hours[0]).toMatchObject({ peak: 300, samples: 240, online: 11 });

    await downsampleHistory(db, new Date(base + 400 * 86_400_000));
    expect(await rows('hour')).toHaveLength(0);
    expect(await rows('day')).toEqual([expect.objectContaining({ peak: 300, samples: 240, online: 11 })]);
    // Repeating changes nothing.
    await downsampleHistory(db, new Date(base + 400 * 86_400_000));
    expect(await rows('day')).toHaveLength(1);
    t.setNow(undefined);
  });
});

describe('splitByUtcDay', () => {
  it('splits a session across midnight', () => {
    expect(splitByUtcDay(new Date('2030-01-01T23:00:00Z'), new Date('2030-01-03T01:00:00Z'))).toEqual([
      { day: '2030-01-01', seconds: 3600 },
      { day: '2030-01-02', seconds: 86400 },
      { day: '2030-01-03', seconds: 3600 },
    ]);
  });
});
