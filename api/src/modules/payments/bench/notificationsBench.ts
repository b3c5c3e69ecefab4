import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildApp } from '../../../app.js';
import { users } from '../../../db/schema/accounts.js';
import { payments } from '../../../db/schema/ledger.js';
import {
  openBenchPglite,
  openBenchPostgres,
  percentile,
  type BenchDatabase,
} from '../../../platform/bench/benchDatabase.js';
import { checkLedger } from '../../../platform/ledger/checkLedger.js';
import { Ledger } from '../../../platform/ledger/Ledger.js';
import { testSignature } from '../providers/TestProvider.js';
import { DEFAULT_PAYMENTS_CONFIG } from '../payments.module.js';

// `npm run bench` (and `npm run bench:notifications -w api`): payment notifications handled per second
// and their latency with 64 in flight, through the real route, signature check, inbox and ledger, on
// PostgreSQL (BENCH_DATABASE_URL, else a throwaway PostgreSQL 15 when installed, else PGlite). A quarter
// of the notifications are replays; the run fails if anything is credited twice.

const COUNT = Number(process.env.BENCH_NOTIFICATIONS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_NOTIFY_CONCURRENCY ?? 64);
const AMOUNT = 10_000;
const PLAYERS = 100;

async function openBenchDatabase(): Promise<BenchDatabase> {
  const postgres = await openBenchPostgres();
  if (postgres) return postgres;
  const pglite = await openBenchPglite();
  return { ...pglite, label: 'PGlite (no PostgreSQL found)' };
}

const { database, label, stop } = await openBenchDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'lodestone-notify-bench-'));
try {
  await database.migrate();
  const app = await buildApp({
    config: { dataDir, systemApiToken: 'bench-token', logLevel: 'silent', logPretty: false },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : '';
  // Players top up at once on a real server; the house's clearing account is the row they all share.
  const players = await database.db
    .insert(users)
    .values(Array.from({ length: PLAYERS }, (_, index) => ({ login: `bench_${index}`, email: null })))
    .returning({ id: users.id });
  const now = new Date();
  const rows = Array.from({ length: COUNT }, (_, index) => ({
    id: randomUUID(),
    userId: players[index % players.length]?.id ?? 0,
    provider: 'test',
    method: 'card' as const,
    amountKopecks: AMOUNT,
    bonusKopecks: 0,
    status: 'pending' as const,
    providerPaymentId: `test_${randomUUID()}`,
    createdAt: now,
    updatedAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  }));
  for (let index = 0; index < rows.length; index += 500) {
    await database.db.insert(payments).values(rows.slice(index, index + 500));
  }
  const secret = DEFAULT_PAYMENTS_CONFIG.test?.secret ?? '';
  const bodies = rows.map((row) =>
    JSON.stringify({
      id: row.providerPaymentId,
      paymentId: row.id,
      status: 'succeeded',
      amount: AMOUNT,
      currency: 'RUB',
    }),
  );
  // Every fourth notification is delivered again, as providers retry.
  const queue = [...bodies, ...bodies.filter((_, index) => index % 4 === 0)];
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < queue.length) {
        const body = queue[next++] ?? '';
        const sent = performance.now();
        const response = await fetch(`${base}/payments/notify/test`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-test-signature': testSignature(body, secret) },
          body,
        });
        await response.text();
        latencies.push(performance.now() - sent);
        if (response.status !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await app.close();
  const ledger = new Ledger(database.db);
  let balance = 0;
  for (const player of players) balance += (await ledger.balances(player.id)).balanceKopecks;
  const problems = await checkLedger(database.db);
  latencies.sort((a, b) => a - b);
  console.log(
    `payment notifications (${label}, ${CONCURRENCY} in flight): ${queue.length} in ${seconds.toFixed(1)} s = ` +
      `${(queue.length / seconds).toFixed(0)}/s   p50 ${percentile(latencies, 50).toFixed(1)} ms   ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  const expected = COUNT * AMOUNT;
  if (failures > 0 || balance !== expected || problems.length > 0) {
    console.error(
      `notifications bench: ${failures} failed, balance ${balance} (expected ${expected}), ledger: ${JSON.stringify(problems)}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `  ${COUNT} payments credited exactly once (${queue.length - COUNT} replays ignored); ledger check clean`,
    );
  }
} finally {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
}
