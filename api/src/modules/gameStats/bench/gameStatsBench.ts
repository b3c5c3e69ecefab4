import {
  openBenchPglite,
  openBenchPostgres,
  type BenchDatabase,
} from '../../../platform/bench/benchDatabase.js';
import { withBenchApp } from '../../../testing/benchApp.js';
import type { GameEvent } from '../ingest.schemas.js';
import { ServerTokens } from '../serverTokens.js';

// `npm run bench` (and `npm run bench:game-stats -w api`), on PGlite and on PostgreSQL when installed:
// a server with 1,000 players online reports one minute of play (a heartbeat listing them, joins and
// leaves, every player's counter deltas) through the real system route, batched as a plugin does; the
// figure is how many such minutes the api absorbs per minute of wall time. The tops at 100,000 players
// are measured next, by the stats module's own bench (modules/stats/bench/topsBench.ts).

const PLAYERS_ONLINE = 1_000;
const INGEST_MINUTES = Number(process.env.BENCH_INGEST_MINUTES ?? 5);
const BATCH = 1000;

function uuidOf(index: number): string {
  return `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
}

function minuteOfPlay(minute: number, start: number): GameEvent[] {
  const at = new Date(start + minute * 60_000).toISOString();
  const players = Array.from({ length: PLAYERS_ONLINE }, (_, index) => ({
    uuid: uuidOf(index + minute * 20),
    nickname: `bench_${index + minute * 20}`,
  }));
  const events: GameEvent[] = [];
  // Twenty leave and twenty others join each minute, as on a busy server.
  for (let index = 0; index < 20; index += 1) {
    const left = players[index];
    const joined = players[PLAYERS_ONLINE - 1 - index];
    if (left && minute > 0) events.push({ id: `l-${minute}-${index}`, type: 'leave', at, player: left });
    if (joined) events.push({ id: `j-${minute}-${index}`, type: 'join', at, player: joined });
  }
  for (const [index, player] of players.entries()) {
    events.push({
      id: `c-${minute}-${index}`,
      type: 'counters',
      at,
      player,
      counters: { blocksBroken: 40 + (index % 7), blocksPlaced: 30, mobsKilled: index % 3, chatMessages: 1 },
    });
  }
  events.push({ id: `hb-${minute}`, type: 'heartbeat', at, tps: 19.9, maxPlayers: 2000, players });
  return events;
}

async function run(bench: BenchDatabase): Promise<void> {
  await withBenchApp(bench, 'stats', async ({ app, first }) => {
    const token = await new ServerTokens(bench.database.db, () => new Date()).rotate(first.slug);

    // Ingest.
    const start = Date.now() - INGEST_MINUTES * 60_000;
    const minuteTimes: number[] = [];
    for (let minute = 0; minute < INGEST_MINUTES; minute += 1) {
      const events = minuteOfPlay(minute, start);
      const began = performance.now();
      for (let index = 0; index < events.length; index += BATCH) {
        const response = await app.inject({
          method: 'POST',
          url: '/api-system/server/report',
          headers: { 'x-server-token': token ?? '' },
          payload: { events: events.slice(index, index + BATCH) },
        });
        if (response.statusCode !== 200) throw new Error(`report: ${response.statusCode} ${response.body}`);
      }
      minuteTimes.push(performance.now() - began);
    }
    const perMinute = minuteTimes.reduce((sum, ms) => sum + ms, 0) / minuteTimes.length;
    console.log(
      `game-server reports (${bench.label}): one minute of ${PLAYERS_ONLINE} players ` +
        `(${minuteOfPlay(1, start).length} events) in ${perMinute.toFixed(0)} ms on average ` +
        `= ${(60_000 / perMinute).toFixed(0)}x real time`,
    );
  });
}

await run(await openBenchPglite());
const postgres = await openBenchPostgres();
if (postgres) await run(postgres);
else console.log('game-server bench: no PostgreSQL found, PGlite only');
