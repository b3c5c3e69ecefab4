import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { openBenchPglite, openBenchPostgres } from '../../../platform/bench/benchDatabase.js';
import { withBenchApp } from '../../../testing/benchApp.js';
import { signIn } from '../../../testing/signIn.js';

// `npm run bench:cabinet -w api`: the whole api on an empty PostgreSQL 15 database (BENCH_DATABASE_URL,
// else a throwaway one; BENCH_CABINET_PGLITE=1 for PGlite) with the demo content, the demo player signed
// in, then autocannon on `GET /api/cabinet` with the session (issue 32's goal: ≥ 1,500 req/s at 10
// connections on PostgreSQL). autocannon runs as a process of its own so it does not share the api's
// event loop. Prints req/s, p50, p99 and the load average before and after. BENCH_CABINET_PROFILE=<file>
// writes a CPU profile of the api during the measured run only (open it in Chrome's DevTools).

const CONNECTIONS = Number(process.env.BENCH_CABINET_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_CABINET_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_API_PORT ?? 48280);
const GOAL_RPS = 1500;

interface AutocannonSummary {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

const autocannonBin = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../node_modules/.bin/autocannon',
);

function autocannon(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<AutocannonSummary> {
  const args = ['--json', '-c', String(CONNECTIONS), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  return new Promise((resolve, reject) => {
    const child = spawn(autocannonBin, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited ${String(code)}`));
      else resolve(JSON.parse(out) as AutocannonSummary);
    });
  });
}

const PROFILE = process.env.BENCH_CABINET_PROFILE;

/** Runs `measure` under the V8 profiler when a profile is asked for, and writes it. */
async function profiled<T>(measure: () => Promise<T>): Promise<T> {
  if (PROFILE === undefined) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await measure();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(PROFILE, JSON.stringify(profile));
    session.disconnect();
  }
}

const load = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const bench = process.env.BENCH_CABINET_PGLITE === '1' ? await openBenchPglite() : await openBenchPostgres();
if (!bench) throw new Error('no PostgreSQL: set BENCH_DATABASE_URL or install PostgreSQL 15');

await withBenchApp(bench, 'cabinet', async ({ app }) => {
  const headers = await signIn(app, 'steve');
  const first = await app.inject({ method: 'GET', url: '/api/cabinet', headers });
  if (first.statusCode !== 200) throw new Error(`cabinet answered ${first.statusCode}: ${first.body}`);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${PORT}/api/cabinet`;
  // A short warm-up, so the JIT and the pool are settled before the measured run.
  await autocannon(url, headers, 3).catch(() => undefined);
  const before = load();
  const result = await profiled(() => autocannon(url, headers, DURATION));
  console.log(
    `GET /api/cabinet (${bench.label}, ${CONNECTIONS} connections, ${DURATION} s): ` +
      `${result.requests.average.toFixed(0)} req/s (goal ≥ ${GOAL_RPS}), p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}; ` +
      `load average ${before} before, ${load()} after`,
  );
  // The same process answering from memory (the anonymous home answer, publicCache.ts): what this
  // machine allows the api at this load without a database read, for scale.
  const ceiling = await autocannon(`http://127.0.0.1:${PORT}/api/main`, {}, DURATION);
  console.log(
    `GET /api/main from the public cache (no read): ${ceiling.requests.average.toFixed(0)} req/s, ` +
      `p50 ${ceiling.latency.p50} ms, p99 ${ceiling.latency.p99} ms; load average ${load()} after`,
  );
});
