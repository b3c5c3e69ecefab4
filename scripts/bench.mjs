// `npm run bench`: the performance baseline. Starts the built stack on its own ports with fresh demo data,
// then measures in one run: GET /api/main directly, the same data through the gateway, server rendering
// of the home, a news and a server page against the same bytes served by bare `node:http`, the first-load
// JavaScript/CSS and requests of six pages in Chromium, Lighthouse's performance and accessibility (mobile)
// of the home, a news, a server and the statistics page, and checks them against scripts/bench/budgets.json
// (exit code 1 past a limit; docs/performance.md); then payment notifications per second
// (api/src/modules/payments/bench/notificationsBench.ts), game-server reports and tops
// (api/src/modules/gameStats/bench/gameStatsBench.ts), a wipe day on replicas behind nginx
// (api/src/testing/topology/wipeDayBench.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { measurePages } from './bench/browserWeight.mjs';
import { lighthouseScores } from './bench/lighthouse.mjs';
import { BUDGET_PAGES, firstLoad } from './bench/manifestWeight.mjs';
import { printSignedIn, signedInThroughput } from './bench/signedInThroughput.mjs';
import { ssrAgainstStatic } from './bench/ssrThroughput.mjs';
import { readStackEnv } from './stackEnv.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lodestone-bench-'));
// Overridable, so two benchmarks (or a benchmark and browser tests) on one machine do not collide.
const ports = {
  API_PORT: process.env.BENCH_API_PORT ?? '48080',
  GATEWAY_PORT: process.env.BENCH_GATEWAY_PORT ?? '44000',
  WEB_PORT: process.env.BENCH_WEB_PORT ?? '43000',
};
/**
 * @typedef {{ limit: number; goal: number }} Budget
 * @type {{
 *   pageWeight: { homeJsGzipKiB: Budget; otherPageJsGzipKiB: Budget; statsJsGzipKiB: Budget; cssGzipKiB: Budget; homeRequests: Budget };
 *   timings: { gatewayToDirectThroughput: Budget; apiMainP50Ms: Budget; ssrToStaticThroughput: Budget };
 *   lighthouse: { performance: Budget; accessibility: Budget };
 * }}
 */
const budgets = JSON.parse(readFileSync(path.join(root, 'scripts', 'bench', 'budgets.json'), 'utf8'));
/** @type {string[]} */
const overBudget = [];
/**
 * Prints a figure beside its budget and remembers it when past the limit.
 * @param {string} label
 * @param {number} value
 * @param {{ limit: number; goal: number }} budget
 * @param {'max' | 'min'} kind
 */
function check(label, value, budget, kind) {
  const over = kind === 'max' ? value > budget.limit : value < budget.limit;
  const goalMet = kind === 'max' ? value <= budget.goal : value >= budget.goal;
  const sign = kind === 'max' ? '<=' : '>=';
  console.log(
    `  ${label.padEnd(44)} ${value.toFixed(value < 10 ? 3 : 1).padStart(9)}   limit ${sign} ${budget.limit}  goal ${sign} ${budget.goal}${over ? '   OVER LIMIT' : goalMet ? '   goal met' : ''}`,
  );
  if (over) overBudget.push(label);
}
const env = readStackEnv({ ...ports, DATA_DIR: dataDir }, root);

/** Every `.graphql` file under a folder, recursively. */
function graphqlFiles(/** @type {string} */ folder) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== 'generated') files.push(...graphqlFiles(full));
    else if (entry.name.endsWith('.graphql')) files.push(full);
  }
  return files;
}

/**
 * The home page's own operation with the fragments it spreads (transitively), so the gateway figure
 * measures what the site really asks for.
 */
function homeQuery() {
  const texts = graphqlFiles(path.join(root, 'web', 'app')).map((file) => readFileSync(file, 'utf8'));
  const operation = texts.find((text) => /query\s+Home\b/.test(text));
  if (!operation) throw new Error('no `query Home` under web/app');
  /** @type {Map<string, string>} */
  const fragments = new Map();
  for (const text of texts) {
    for (const match of text.matchAll(
      /fragment\s+(\w+)\s+on[^{]*\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}/g,
    )) {
      fragments.set(String(match[1]), match[0]);
    }
  }
  const included = new Set();
  let query = operation;
  for (let grew = true; grew;) {
    grew = false;
    for (const match of query.matchAll(/\.\.\.\s*(\w+)/g)) {
      const name = String(match[1]);
      const fragment = fragments.get(name);
      if (fragment && !included.has(name)) {
        included.add(name);
        query += `\n${fragment}`;
        grew = true;
      }
    }
  }
  return query;
}

/** A GraphQL answer with errors is still HTTP 200: check one answer before measuring thousands. */
async function assertGatewayAnswers(/** @type {string} */ body) {
  const response = await fetch(env.GATEWAY_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const result = /** @type {{ data?: { main?: unknown }; errors?: unknown[] }} */ (await response.json());
  if (!response.ok || result.errors || !result.data?.main) {
    throw new Error(`the gateway did not answer the home query: ${JSON.stringify(result).slice(0, 500)}`);
  }
}

/**
 * @param {string} title
 * @param {autocannon.Options} options
 */
async function measure(title, options) {
  const result = await autocannon({ connections, duration: durationSeconds, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** @param {import('node:child_process').ChildProcess} child */
async function waitForStack(child) {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (output.includes('Lodestone is ready')) resolve(undefined);
    });
    child.on('exit', (code) => reject(new Error(`the stack exited (${code}) before it was ready`)));
  });
}

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// BENCH_DATABASE_URL: an empty PostgreSQL database for the stack (migrated and seeded with the demo
// data at start); without it the api runs on PGlite in a temporary folder.
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;
const database = benchDatabaseUrl ? 'PostgreSQL' : 'PGlite';
const stack = spawn(process.execPath, [path.join(root, 'scripts', 'stack.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    ...ports,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(benchDatabaseUrl ? { DATABASE_URL: benchDatabaseUrl, SEED_DEMO: '1' } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

try {
  await waitForStack(stack);
  const query = homeQuery();
  const gatewayBody = JSON.stringify({ query });
  // Warm both paths so the first measurement does not pay for JIT and cold caches.
  await fetch(`${env.API_URL}/api/main`);
  await assertGatewayAnswers(gatewayBody);

  const direct = await measure('GET /api/main (direct)', { url: `${env.API_URL}/api/main` });
  const gateway = await measure('query main (gateway)', {
    url: env.GATEWAY_URL,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
    body: gatewayBody,
  });
  const main =
    /** @type {{ news: { slug: string | null; id: number }[]; servers: { documentSlug: string | null }[] }} */ (
      await (await fetch(`${env.API_URL}/api/main`)).json()
    );
  const newsPath = `/ru/news/${main.news[0]?.slug ?? main.news[0]?.id}`;
  const serverPath = `/ru/servers/${main.servers.find((server) => server.documentSlug)?.documentSlug}`;
  /** @type {{ path: string; bytes: number; rendered: { rps: number; p50: number; p99: number }; plain: { rps: number }; ratio: number }[]} */
  const rendering = [];
  for (const page of ['/ru', newsPath, serverPath]) {
    rendering.push({
      path: page,
      ...(await ssrAgainstStatic(`${env.WEB_URL}${page}`, { connections, duration: durationSeconds })),
    });
  }
  const signedIn = await signedInThroughput(
    { apiUrl: env.API_URL, gatewayUrl: env.GATEWAY_URL, webUrl: env.WEB_URL },
    { connections, duration: durationSeconds },
  );
  const browserPages = ['/ru', '/ru/login', '/en/rules', newsPath, serverPath, '/ru/stats'];
  const weights = await measurePages(env.WEB_URL, browserPages);
  // Last, on a quiet server: Lighthouse's simulated phone scales the CPU time it observes.
  // The news archive for its pagination (controls that are icons only once went unnamed there).
  const scores = await lighthouseScores(env.WEB_URL, ['/ru', newsPath, serverPath, '/ru/stats', '/en/news']);

  const row = (/** @type {{ title: string; rps: number; p50: number; p99: number }} */ r) =>
    `${r.title.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms`;
  console.log(
    `\nLodestone benchmark (${connections} connections, ${durationSeconds} s each, one machine: timings vary with its load)`,
  );
  console.log(row(direct));
  console.log(row(gateway));
  console.log(
    `gateway/direct: throughput ${(gateway.rps / direct.rps).toFixed(2)}x, p50 ${(gateway.p50 / Math.max(direct.p50, 1)).toFixed(2)}x, p99 ${(gateway.p99 / Math.max(direct.p99, 1)).toFixed(2)}x`,
  );
  console.log('\nServer rendering against the same bytes from bare node:http');
  for (const r of rendering) {
    console.log(
      `${r.path.padEnd(28)} ${r.rendered.rps.toFixed(1).padStart(8)} req/s   p50 ${String(r.rendered.p50).padStart(4)} ms   p99 ${String(r.rendered.p99).padStart(5)} ms   static ${r.plain.rps.toFixed(0)} req/s   ratio ${r.ratio.toFixed(3)}   ${(r.bytes / 1024).toFixed(1)} KiB HTML`,
    );
  }
  printSignedIn(signedIn, database);
  console.log(
    '\nFirst load in Chromium (empty cache; gzip of the bytes received; requests until the network is idle)',
  );
  for (const w of weights) {
    console.log(
      `${w.path.padEnd(28)} JS ${(w.jsGzip / 1024).toFixed(1).padStart(6)} KiB in ${String(w.jsFiles).padStart(3)} files   CSS ${(w.cssGzip / 1024).toFixed(1).padStart(5)} KiB   ${String(w.requests).padStart(3)} requests`,
    );
  }
  console.log('\nFirst load from the build manifest (what `npm test` checks)');
  /** @type {{ name: string; jsGzip: number; cssGzip: number }[]} */
  const manifestWeights = [];
  for (const page of BUDGET_PAGES) {
    const w = firstLoad(path.join(root, 'web', 'build', 'client'), page);
    manifestWeights.push({ name: page.name, ...w });
    console.log(
      `${page.name.padEnd(28)} JS ${(w.jsGzip / 1024).toFixed(1).padStart(6)} KiB in ${String(w.jsFiles).padStart(3)} files   CSS ${(w.cssGzip / 1024).toFixed(1).padStart(5)} KiB`,
    );
  }

  console.log('\nLighthouse, mobile (simulated mid-range phone and slow 4G; Chromium /usr/bin/chromium)');
  for (const r of scores) {
    const metrics = Object.entries(r.metrics)
      .map(([id, value]) => `${id.replace(/-/g, ' ')} ${value}`)
      .join(', ');
    console.log(
      `${r.path.padEnd(28)} performance ${String(r.performance).padStart(3)}   accessibility ${String(r.accessibility).padStart(3)}   CPU benchmark index ${r.benchmarkIndex}   ${metrics}`,
    );
    if (r.failedAccessibility.length > 0) {
      console.log(`${''.padEnd(28)} accessibility audits failed: ${r.failedAccessibility.join(', ')}`);
    }
  }

  // Weights are checked on the manifest's figures: in the browser, a page that shows a chart also loads
  // it once its data arrives (what lazy loading is for), and whether it did by "network idle" varies.
  console.log('\nBudgets (scripts/bench/budgets.json)');
  for (const w of manifestWeights) {
    const budget =
      w.name === 'home'
        ? budgets.pageWeight.homeJsGzipKiB
        : w.name === 'stats'
          ? budgets.pageWeight.statsJsGzipKiB
          : budgets.pageWeight.otherPageJsGzipKiB;
    check(`${w.name} JS (gzip KiB)`, w.jsGzip / 1024, budget, 'max');
    check(`${w.name} CSS (gzip KiB)`, w.cssGzip / 1024, budgets.pageWeight.cssGzipKiB, 'max');
  }
  const home = weights[0];
  if (home) check('home requests (Chromium)', home.requests, budgets.pageWeight.homeRequests, 'max');
  check(
    'gateway/direct throughput',
    gateway.rps / direct.rps,
    budgets.timings.gatewayToDirectThroughput,
    'min',
  );
  check('GET /api/main p50 (ms, 10 connections)', direct.p50, budgets.timings.apiMainP50Ms, 'max');
  for (const r of rendering)
    check(`${r.path} rendering / static`, r.ratio, budgets.timings.ssrToStaticThroughput, 'min');
  for (const r of scores) {
    check(`${r.path} Lighthouse performance`, r.performance, budgets.lighthouse.performance, 'min');
    check(`${r.path} Lighthouse accessibility`, r.accessibility, budgets.lighthouse.accessibility, 'min');
  }
  if (overBudget.length > 0) {
    console.log(`\nOver budget: ${overBudget.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  stack.kill('SIGTERM');
  await new Promise((resolve) => stack.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_SITE_ONLY === '1') process.exit(process.exitCode ?? 0);

// Payment notifications per second and their p99 with 64 in flight, on PostgreSQL when it is installed.
const notifications = spawnSync('npm', ['run', '--silent', 'bench:notifications', '-w', 'api'], {
  cwd: root,
  stdio: 'inherit',
});
if (notifications.status !== 0) process.exitCode = notifications.status ?? 1;

// Game-server reports (1,000 players online) and tops on 100,000 players, on PGlite and PostgreSQL.
const gameStats = spawnSync('npm', ['run', '--silent', 'bench:game-stats', '-w', 'api'], {
  cwd: root,
  stdio: 'inherit',
});
if (gameStats.status !== 0) process.exitCode = gameStats.status ?? 1;

// A wipe day: hundreds of players at once on two replicas of each service behind nginx, on PostgreSQL.
const wipeDay = spawnSync('npm', ['run', '--silent', 'bench:wipe-day', '-w', 'api'], {
  cwd: root,
  stdio: 'inherit',
});
if (wipeDay.status !== 0) process.exitCode = wipeDay.status ?? 1;

// The launcher: install of a 1 GB client in 5000 files from loopback against curl, re-checks against sha256sum.
const install = spawnSync('npm', ['run', '--silent', 'bench:install', '-w', 'launcher'], {
  cwd: root,
  stdio: 'inherit',
});
if (install.status !== 0) process.exitCode = install.status ?? 1;
