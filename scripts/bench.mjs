// `npm run bench`: the performance baseline. Starts the built stack on its own ports with fresh demo data,
// then measures in one run: GET /api/main directly, the same data through the gateway, the gzip size of
// the JavaScript the browser loads for the home page, payment notifications per second
// (api/src/modules/payments/bench/notificationsBench.ts), game-server reports and tops
// (api/src/modules/gameStats/bench/gameStatsBench.ts).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import { readStackEnv } from './stackEnv.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lodestone-bench-'));
const ports = { API_PORT: '48080', GATEWAY_PORT: '44000', WEB_PORT: '43000' };
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

/** Sums the gzip size of every script the home page's HTML loads (entry, module preloads, imports). */
async function homeJavaScriptGzip() {
  const html = await (await fetch(`${env.WEB_URL}/ru`)).text();
  const urls = new Set();
  for (const match of html.matchAll(/(?:src|href)="([^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s+["']([^"']+\.js)["']/g)) urls.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(String(url), env.WEB_URL))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
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

const stack = spawn(process.execPath, [path.join(root, 'scripts', 'stack.mjs')], {
  cwd: root,
  env: { ...process.env, ...ports, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
  const js = await homeJavaScriptGzip();

  const row = (/** @type {{ title: string; rps: number; p50: number; p99: number }} */ r) =>
    `${r.title.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms`;
  console.log(`\nLodestone benchmark (${connections} connections, ${durationSeconds} s each, one machine)`);
  console.log(row(direct));
  console.log(row(gateway));
  console.log(
    `gateway/direct: throughput ${(gateway.rps / direct.rps).toFixed(2)}x, p50 ${(gateway.p50 / Math.max(direct.p50, 1)).toFixed(2)}x, p99 ${(gateway.p99 / Math.max(direct.p99, 1)).toFixed(2)}x`,
  );
  console.log(
    `home page JavaScript: ${js.files} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gzip / 1024).toFixed(1)} KiB gzip`,
  );
} finally {
  stack.kill('SIGTERM');
  await new Promise((resolve) => stack.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

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

// The launcher: install of a 1 GB client in 5000 files from loopback against curl, re-checks against sha256sum.
const install = spawnSync('npm', ['run', '--silent', 'bench:install', '-w', 'launcher'], {
  cwd: root,
  stdio: 'inherit',
});
if (install.status !== 0) process.exitCode = install.status ?? 1;
