import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { rowsOf } from '../../db/rows.js';
import { users } from '../../db/schema/accounts.js';
import { gamePlayers, playerLikes, playtimeTotals } from '../../db/schema/gameStats.js';
import { ledgerAccounts } from '../../db/schema/ledger.js';
import { gameServers } from '../../db/schema/servers.js';
import { periodicJob } from '../../platform/jobs/periodicJob.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { IngestService } from '../gameStats/index.js';
import { topTypes, type TopType } from './stats.schemas.js';
import { ALL_SERVERS, TOPS_REFRESH_JOB, TopRanks } from './topRanks.js';

// An empty database of its own: the property replaces every player, account and like each run.
let t: TestApp;
let ranks: TopRanks;
let serverIds: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  ranks = new TopRanks(t.database.db);
  const rows = await t.database.db
    .insert(gameServers)
    .values(
      ['north', 'south'].map((slug) => ({
        slug,
        name: slug,
        mainWorldArea: '1',
        otherWorldArea: '1',
        gameVersion: '1.20.1',
        pvpMode: 'pvp' as const,
        address: `${slug}.example`,
        maxPlayers: 100,
      })),
    )
    .returning({ id: gameServers.id });
  serverIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await t.close();
});

/** The top computed the plain way, straight from the raw tables: what the tops answered before ranks were kept. */
async function plainTop(type: TopType, serverId: number): Promise<{ nickname: string; value: number }[]> {
  const playedHere = sql`EXISTS (SELECT 1 FROM playtime_totals pt WHERE pt.player_id = p.id AND pt.server_id = ${serverId})`;
  const server = serverId !== ALL_SERVERS;
  const source = {
    online: server
      ? sql`SELECT p.nickname, pt.seconds AS value FROM playtime_totals pt JOIN game_players p ON p.id = pt.player_id
          WHERE pt.server_id = ${serverId} AND pt.seconds > 0`
      : sql`SELECT nickname, playtime_seconds AS value FROM game_players WHERE playtime_seconds > 0`,
    coins: sql`SELECT u.login AS nickname, coalesce(la.balance, 0) AS value
      FROM users u LEFT JOIN ledger_accounts la ON la.user_id = u.id AND la.currency = 'COIN'
      ${server ? sql`JOIN game_players p ON p.user_id = u.id WHERE ${playedHere}` : sql``}`,
    likes: sql`SELECT p.nickname, count(*) AS value FROM player_likes l JOIN game_players p ON p.id = l.player_id
      ${server ? sql`WHERE ${playedHere}` : sql``} GROUP BY p.id, p.nickname`,
  }[type];
  const rows = await rowsOf<{ nickname: string; value: string | number }>(
    t.database.db,
    sql`SELECT nickname, value FROM (${source}) s ORDER BY value DESC, nickname ASC`,
  );
  return rows.map((row) => ({ nickname: row.nickname, value: Number(row.value) }));
}

/** Every page of a stored top, read as the route reads them. */
async function storedTop(type: TopType, serverId: number, pageSize: number) {
  const items = [];
  let total = 0;
  for (let offset = 0; ; offset += pageSize) {
    const page = await ranks.page(type, serverId, offset, pageSize);
    total = page.total;
    items.push(...page.items);
    if (page.items.length < pageSize) break;
  }
  return { total, items };
}

interface PlayerModel {
  nickname: string;
  /** Seconds on each server; null where the player never played. */
  seconds: (number | null)[];
  /** An account of the same name, with this many coins (null: no COIN account yet); null: no account. */
  coins: number | null | undefined;
  likes: number;
}

const FANS = 3;

async function replaceRawData(players: PlayerModel[]): Promise<void> {
  const { db } = t.database;
  await db.delete(playerLikes);
  await db.delete(ledgerAccounts);
  await db.delete(playtimeTotals);
  await db.delete(gamePlayers);
  await db.delete(users);
  // Fans like players; they are accounts too (in the coins top of all servers, with nothing).
  const fans = await db
    .insert(users)
    .values(Array.from({ length: FANS }, (_, index) => ({ login: `~fan${index}` })))
    .returning({ id: users.id });
  const accounts = players.filter((player) => player.coins !== undefined);
  const accountRows =
    accounts.length === 0
      ? []
      : await db
          .insert(users)
          .values(accounts.map((player) => ({ login: player.nickname })))
          .returning({ id: users.id, login: users.login });
  const accountOf = new Map(accountRows.map((row) => [row.login, row.id]));
  const coinAccounts = accounts.flatMap((player) => {
    const userId = accountOf.get(player.nickname);
    return userId === undefined || player.coins === null || player.coins === undefined
      ? []
      : [
          {
            key: `user:${userId}:coins`,
            kind: 'user_coins',
            userId,
            currency: 'COIN',
            balance: player.coins,
          },
        ];
  });
  if (coinAccounts.length > 0) await db.insert(ledgerAccounts).values(coinAccounts);
  if (players.length === 0) return;
  const playerRows = await db
    .insert(gamePlayers)
    .values(
      players.map((player) => ({
        nickname: player.nickname,
        userId: accountOf.get(player.nickname) ?? null,
        firstSeenAt: new Date(),
        playtimeSeconds: player.seconds.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0),
      })),
    )
    .returning({ id: gamePlayers.id, nickname: gamePlayers.nickname });
  const idOf = new Map(playerRows.map((row) => [row.nickname, row.id]));
  const totals = players.flatMap((player) =>
    player.seconds.flatMap((seconds, index) =>
      seconds === null
        ? []
        : [{ playerId: idOf.get(player.nickname) ?? 0, serverId: serverIds[index] ?? 0, seconds }],
    ),
  );
  if (totals.length > 0) await db.insert(playtimeTotals).values(totals);
  const likes = players.flatMap((player) =>
    fans
      .slice(0, player.likes)
      .map((fan) => ({ playerId: idOf.get(player.nickname) ?? 0, userId: fan.id, createdAt: new Date() })),
  );
  if (likes.length > 0) await db.insert(playerLikes).values(likes);
}

// Few distinct values, so ties (broken by nickname) are common; names in both cases and with digits,
// so the order follows the database's collation, whatever it is.
const playerModel = fc.record({
  nickname: fc.stringMatching(/^[A-Za-z0-9_]{1,5}$/),
  seconds: fc.array(fc.option(fc.integer({ min: 0, max: 3 })), { minLength: 2, maxLength: 2 }),
  coins: fc.option(fc.option(fc.integer({ min: 0, max: 3 })), { nil: undefined }),
  likes: fc.integer({ min: 0, max: FANS }),
});

describe('top ranks', () => {
  it('equal a plain ORDER BY over the raw data, page by page, with places that match', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(playerModel, { maxLength: 12, selector: (player) => player.nickname.toLowerCase() }),
        fc.integer({ min: 1, max: 5 }),
        async (players, pageSize) => {
          await replaceRawData(players);
          // Not emptied between runs: a refresh must also move and drop the places of the last one.
          await ranks.refresh();
          for (const type of topTypes) {
            for (const serverId of [ALL_SERVERS, ...serverIds]) {
              const plain = await plainTop(type, serverId);
              const stored = await storedTop(type, serverId, pageSize);
              expect(stored.total).toBe(plain.length);
              expect(stored.items).toEqual(plain.map((entry, index) => ({ rank: index + 1, ...entry })));
              // A name twice in a top (an account with two players on a server) has its first place.
              for (const entry of plain) {
                const places = await ranks.places(entry.nickname.toUpperCase(), serverId);
                expect(places[type]).toBe(plain.findIndex((other) => other.nickname === entry.nickname) + 1);
              }
            }
          }
          // The plain queries themselves say what the model says (the online top of all servers).
          const expected = players
            .map((player) => ({
              nickname: player.nickname,
              value: player.seconds.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0),
            }))
            .filter((entry) => entry.value > 0);
          const byName = (a: { nickname: string }, b: { nickname: string }) =>
            a.nickname < b.nickname ? -1 : 1;
          expect([...(await plainTop('online', ALL_SERVERS))].sort(byName)).toEqual(expected.sort(byName));
        },
      ),
      { numRuns: 20 },
    );
  }, 180_000);

  it('show ingest once refreshed, not before', async () => {
    const [server] = await t.database.db.select().from(gameServers);
    if (server === undefined) throw new Error('no server');
    const at = new Date('2033-05-01T12:00:00Z');
    await new IngestService(t.database.db, () => at).ingest(server, [
      { id: 'nw-j', type: 'join', at: '2033-05-01T08:00:00Z', player: { nickname: 'Newcomer' } },
      { id: 'nw-l', type: 'leave', at: '2033-05-01T11:00:00Z', player: { nickname: 'Newcomer' } },
    ]);
    const read = async (language: string) => {
      // Each read in its own language: the api keeps public answers for 2 seconds per language, for
      // signed-in requests too (the tops are the same whoever asks).
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/user/top/server/online/${server.slug}?pageSize=100`,
        headers: { 'accept-language': language },
      });
      return response.json<{ total: number; items: { nickname: string; value: number; rank: number }[] }>();
    };
    const before = await read('ru');
    expect(before.items.map((item) => item.nickname)).not.toContain('Newcomer');
    await ranks.refresh();
    const after = await read('en');
    expect(after.total).toBe(before.total + 1);
    expect(after.items).toContainEqual(expect.objectContaining({ nickname: 'Newcomer', value: 3 * 3600 }));
  });

  it('are refreshed by one replica per period, under the job lease', async () => {
    const refresh = vi.spyOn(ranks, 'refresh');
    let now = new Date('2033-05-01T12:00:10Z');
    const replica = (holder: string) =>
      periodicJob({
        db: t.database.db,
        name: TOPS_REFRESH_JOB,
        everyMs: 60_000,
        run: () => ranks.refresh(),
        log: { error: () => undefined },
        clock: () => now,
        holder,
      });
    const replicas = [replica('api-1'), replica('api-2'), replica('api-3')];
    const outcomes = await Promise.all(replicas.map((job) => job.tick()));
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    // Later in the same period nobody runs it again; in the next one, one replica does.
    now = new Date('2033-05-01T12:00:50Z');
    expect(await Promise.all(replicas.map((job) => job.tick()))).toEqual(['taken', 'taken', 'taken']);
    now = new Date('2033-05-01T12:01:05Z');
    const next = await Promise.all(replicas.map((job) => job.tick()));
    expect(next.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresh.mockRestore();
  });
});
