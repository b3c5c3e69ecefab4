import { sql } from 'drizzle-orm';

import { rowsOf } from '../../../db/rows.js';

import {
  openBenchPglite,
  openBenchPostgres,
  percentile,
  type BenchDatabase,
} from '../../../platform/bench/benchDatabase.js';
import { withBenchApp } from '../../../testing/benchApp.js';
import { TopRanks } from '../topRanks.js';

// `npm run bench:game-stats -w api` (after the game-server reports), on PGlite and on PostgreSQL when
// installed: 100,000 players and a month of their play, folded as ingest folds it (2 million
// player-days, half a million counters, the all-time sums: what some 10 million reported events
// become); the tops ranked as the periodic job ranks them (how long that takes is printed: once from
// empty, once with nothing changed); then p50/p95 of each top, global and per server, through the real
// website route, at random pages.

const TOP_PLAYERS = Number(process.env.BENCH_TOP_PLAYERS ?? 100_000);
const TOP_DAYS = Number(process.env.BENCH_TOP_DAYS ?? 30);
const TOP_SAMPLES = Number(process.env.BENCH_TOP_SAMPLES ?? 60);

async function countRows(bench: BenchDatabase, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    bench.database.db,
    sql.raw(`SELECT count(*)::int AS n FROM ${table}`),
  );
  return row?.n ?? 0;
}

/** 100,000 players with a month of play, counters and likes, written by the database itself. */
async function seedTops(
  bench: BenchDatabase,
  serverIds: number[],
): Promise<{ days: number; counters: number }> {
  const { db } = bench.database;
  await db.execute(sql`INSERT INTO game_players (uuid, nickname, first_seen_at)
    SELECT '10000000-0000-4000-8000-' || lpad(i::text, 12, '0'), 'top_' || i, now() - interval '60 days'
    FROM generate_series(1, ${TOP_PLAYERS}) AS i`);
  const ids = sql.raw(`ARRAY[${serverIds.join(',')}]`);
  // Each player plays on one server most days: seconds per day vary by player and day.
  await db.execute(sql`INSERT INTO playtime_daily (player_id, server_id, day, seconds)
    SELECT p.id, (${ids})[1 + p.id % ${serverIds.length}], current_date - d, 600 + (p.id * 7919 + d * 104729) % 14400
    FROM game_players p CROSS JOIN generate_series(0, ${TOP_DAYS - 1}) AS d
    WHERE p.nickname LIKE 'top\\_%' AND (p.id + d) % 3 <> 0`);
  // What ingest keeps beside the days: the all-time sums the playtime tops read.
  await db.execute(sql`INSERT INTO playtime_totals (player_id, server_id, seconds)
    SELECT player_id, server_id, sum(seconds) FROM playtime_daily GROUP BY player_id, server_id
    ON CONFLICT (player_id, server_id) DO UPDATE SET seconds = excluded.seconds`);
  await db.execute(sql`UPDATE game_players SET playtime_seconds = t.total
    FROM (SELECT player_id, sum(seconds) AS total FROM playtime_totals GROUP BY player_id) AS t
    WHERE game_players.id = t.player_id`);
  await db.execute(sql`INSERT INTO player_counters (player_id, server_id, counter, value)
    SELECT p.id, (${ids})[1 + p.id % ${serverIds.length}], c, (p.id * 31 + length(c)) % 50000
    FROM game_players p CROSS JOIN unnest(ARRAY['blocksBroken','blocksPlaced','mobsKilled','deaths','chatMessages']) AS c
    WHERE p.nickname LIKE 'top\\_%'`);
  return {
    days: await countRows(bench, 'playtime_daily'),
    counters: await countRows(bench, 'player_counters'),
  };
}

async function run(bench: BenchDatabase): Promise<void> {
  await withBenchApp(bench, 'tops', async ({ app, servers, first }) => {
    const seeded = performance.now();
    const rows = await seedTops(
      bench,
      servers.map((server) => server.id),
    );
    console.log(
      `tops (${bench.label}): ${TOP_PLAYERS} players, ${rows.days} player-days, ${rows.counters} counters ` +
        `(seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s)`,
    );
    const ranks = new TopRanks(bench.database.db);
    const timed = async () => {
      const began = performance.now();
      await ranks.refresh();
      return ((performance.now() - began) / 1000).toFixed(1);
    };
    console.log(`  tops ranked in ${await timed()} s, again with nothing changed in ${await timed()} s`);
    const pages = Math.floor(TOP_PLAYERS / 20);
    for (const type of ['online', 'coins', 'likes'] as const) {
      for (const scope of ['global', 'server'] as const) {
        const times: number[] = [];
        for (let sample = 0; sample < TOP_SAMPLES; sample += 1) {
          // Most visitors read the first pages; some page far.
          const page = sample % 4 === 0 ? 1 + Math.floor(Math.random() * pages) : 1 + (sample % 5);
          const url =
            scope === 'global'
              ? `/api/user/top/global/${type}?page=${page}`
              : `/api/user/top/server/${type}/${first.slug}?page=${page}`;
          const began = performance.now();
          // A cookie keeps the request out of the public answer cache: the figure is the query's.
          const response = await app.inject({ method: 'GET', url, headers: { cookie: 'bench=1' } });
          times.push(performance.now() - began);
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
        }
        times.sort((a, b) => a - b);
        console.log(
          `  top ${type.padEnd(6)} ${scope.padEnd(6)}: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
            `p95 ${percentile(times, 95).toFixed(0)} ms`,
        );
      }
    }
  });
}

await run(await openBenchPglite());
const postgres = await openBenchPostgres();
if (postgres) await run(postgres);
else console.log('tops bench: no PostgreSQL found, PGlite only');
