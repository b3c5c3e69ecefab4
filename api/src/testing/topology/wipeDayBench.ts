import { readFileSync } from 'node:fs';
import path from 'node:path';

import { openBenchPostgres } from '../../platform/bench/benchDatabase.js';
import { ensureNginx } from './nginx.js';
import { ROOT, stopAll, type Started } from './processes.js';
import { startSeededTopology } from './seededTopology.js';
import { RCON_SERVER } from './standIns.js';
import { missingBuild } from './topology.js';
import { cpuByService, describeCpuPerVisit } from './wipeDay/cpuByService.js';
import { createDemoPlayers } from './wipeDay/demoPlayers.js';
import { ledgerAfterWipeDay } from './wipeDay/ledgerAfterWipeDay.js';
import { visit, type VisitOutcome, type WipeDayShop } from './wipeDay/playerVisit.js';
import { StepTimings } from './wipeDay/stepTimings.js';

// `npm run bench` (and `npm run bench:wipe-day -w api`, after `npm run build`): a wipe day on the replica
// stand of replicas.test.ts (two api, two gateway and two site processes from their builds behind
// Debian's nginx with deploy/nginx.conf, on a throwaway PostgreSQL 15 or BENCH_DATABASE_URL). Players
// created beforehand all come at once: sign in, open the store, top up through the test provider, buy a
// role, move coins to the game. Prints each step's rate, p50/p99 and errors, then the ledger check;
// exits 1 on any error or ledger problem (docs/performance.md#wipe-day).

const PLAYERS = Number(process.env.BENCH_WIPE_PLAYERS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_WIPE_CONCURRENCY ?? 64);
const OPENING_COINS = 100;
const COINS_TO_GAME = 25;
/** The purchase's goal (issue 32); reported, not enforced: the machine is shared. */
const PURCHASE_P99_GOAL_MS = 500;
const PROVIDER_SECRET = 'wipe-day-test-provider';

function skipReason(): string | undefined {
  const missing = missingBuild();
  if (missing.length > 0) return `no build (${missing.join(', ')}): run \`npm run build\` first`;
  const nginx = ensureNginx();
  return 'missing' in nginx ? nginx.missing : undefined;
}

async function wipeDayShop(api: string, urls: { site: string; gateway: string }): Promise<WipeDayShop> {
  const response = await fetch(`${api}/api/store/roles?server=${RCON_SERVER}`);
  const { roles } = (await response.json()) as {
    roles: { id: number; prices: { period: string; kopecks: number }[] }[];
  };
  const role = roles.find((candidate) => candidate.prices.some(({ period }) => period === 'month'));
  const price = role?.prices.find(({ period }) => period === 'month')?.kopecks;
  if (role === undefined || price === undefined) throw new Error(`no role by the month on ${RCON_SERVER}`);
  return {
    ...urls,
    api,
    server: RCON_SERVER,
    roleId: role.id,
    priceKopecks: price,
    coinsToGame: COINS_TO_GAME,
    providerSecret: PROVIDER_SECRET,
    catalogueQuery: readFileSync(
      path.join(ROOT, 'web/app/features/store/graphql/StoreRoles.graphql'),
      'utf8',
    ),
  };
}

/** Every player's visit, CONCURRENCY at a time; the finished visits' outcomes. */
async function wipeDay(
  shop: WipeDayShop,
  players: Awaited<ReturnType<typeof createDemoPlayers>>,
  timings: StepTimings,
) {
  const outcomes: VisitOutcome[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < players.length) {
        const player = players[next++];
        if (player === undefined) break;
        // A failed step is counted by the timings; the player's visit ends there.
        await visit(shop, player, timings).then(
          (outcome) => outcomes.push(outcome),
          () => undefined,
        );
      }
    }),
  );
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

const reason = skipReason();
const bench = reason === undefined ? await openBenchPostgres() : undefined;
if (reason !== undefined || bench?.url === undefined) {
  console.log(`wipe day: skipped (${reason ?? 'no PostgreSQL 15 and no BENCH_DATABASE_URL'})`);
  await bench?.stop();
} else {
  const started: Started[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const stand = await startSeededTopology({
      databaseUrl: bench.url,
      db: bench.database.db,
      started,
      cleanups,
      apiEnv: { PAYMENTS_TEST_SECRET: PROVIDER_SECRET },
    });
    const { public: front } = stand.topology;
    const shop = await wipeDayShop(front.api, { site: front.web, gateway: front.gateway });
    const players = await createDemoPlayers(bench.database.db, PLAYERS, OPENING_COINS);
    const timings = new StepTimings();
    const {
      result: { outcomes, seconds },
      seconds: cpu,
    } = await cpuByService(started, () => wipeDay(shop, players, timings));
    const problems = await ledgerAfterWipeDay(bench.database.db, outcomes, shop.server);
    console.log(
      `\nWipe day (${bench.label}, 2 api + 2 gateway + 2 site replicas behind nginx): ${String(PLAYERS)} players, ` +
        `${String(CONCURRENCY)} in flight, ${String(outcomes.length)} visits done in ${seconds.toFixed(1)} s ` +
        `= ${(outcomes.length / seconds).toFixed(1)} visits/s`,
    );
    for (const line of timings.report()) console.log(line);
    console.log(describeCpuPerVisit(cpu, outcomes.length));
    const purchaseP99 = timings.p99('buy a role');
    console.log(
      `purchase p99 ${purchaseP99.toFixed(1)} ms (goal <= ${String(PURCHASE_P99_GOAL_MS)} ms${purchaseP99 <= PURCHASE_P99_GOAL_MS ? ', met' : ', NOT met'})`,
    );
    if (problems.length === 0) {
      console.log(
        'ledger: every currency sums to zero, every balance equals its postings, each player’s as moved',
      );
    } else {
      for (const problem of problems.slice(0, 20)) console.error(`ledger: ${problem}`);
    }
    if (timings.errorCount() > 0 || problems.length > 0 || outcomes.length !== PLAYERS) {
      console.log(stand.topology.output().slice(-6000));
      process.exitCode = 1;
    }
  } finally {
    await stopAll(started);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await bench.stop();
  }
}
