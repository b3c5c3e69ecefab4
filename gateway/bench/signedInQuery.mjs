// The gateway's own cost on a signed-in query (issue 32): the built api and gateway alone, a demo player
// signed in as scripts/bench/signedInThroughput.mjs does it, then `GET /api/cabinet` directly against the
// cabinet's query through the gateway, alternated (direct, gateway, direct, gateway, ...) so that a change
// in the shared machine's load falls on both. Run after `npm run build` (or `npm run build -w api` and
// `npm run mesh`):
//
//   node gateway/bench/signedInQuery.mjs
//   BENCH_DATABASE_URL=postgres://... BENCH_SECONDS=8 BENCH_ROUNDS=2 node gateway/bench/signedInQuery.mjs
//   GATEWAY_NODE_OPTIONS=--cpu-prof GATEWAY_PROFILE_DIR=/tmp/prof node gateway/bench/signedInQuery.mjs
//
// BENCH_DATABASE_URL: an empty PostgreSQL database (migrated and seeded with the demo at start); without it
// the api runs on PGlite in a temporary folder. Ports: BENCH_API_PORT, BENCH_GATEWAY_PORT.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { load } from '../../scripts/bench/ssrThroughput.mjs';
import { signInDemoPlayer } from '../../scripts/bench/signedInThroughput.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apiPort = process.env.BENCH_API_PORT ?? '48380';
const gatewayPort = process.env.BENCH_GATEWAY_PORT ?? '44300';
const apiUrl = `http://127.0.0.1:${apiPort}`;
const gatewayUrl = `http://127.0.0.1:${gatewayPort}/graphql`;
const settings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  duration: Number(process.env.BENCH_SECONDS ?? 8),
};
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lodestone-gateway-bench-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;

/** The cabinet's own query, as the site asks it (web/app/features/cabinet/graphql/CabinetAccount.graphql). */
const CABINET_QUERY = 'query CabinetAccount { cabinet { email emailVerified hasPassword groups createdAt } }';

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/**
 * @param {string} script
 * @param {Record<string, string>} env
 */
function start(script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function waitFor(url, init) {
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/**
 * CPU time a process has used so far (user + system, ms), from /proc: the figure that load on a shared
 * machine moves least, unlike req/s.
 * @param {import('node:child_process').ChildProcess} child
 */
function cpuMs(child) {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * Runs autocannon and adds the CPU each process spent per answer meanwhile.
 * @param {import('autocannon').Options} options
 */
async function measure(options) {
  const before = children.map(cpuMs);
  const started = Date.now();
  const figures = await load(options);
  const requests = (figures.rps * (Date.now() - started)) / 1000;
  const perAnswer = children.map((child, index) => (cpuMs(child) - (before[index] ?? 0)) / requests);
  return { ...figures, apiCpu: perAnswer[0] ?? 0, gatewayCpu: perAnswer[1] ?? 0 };
}

/** Stops the gateway with SIGINT and waits for it, so a --cpu-prof profile is written. */
async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(undefined);
          child.once('exit', resolve);
          child.kill('SIGINT');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
}

const common = {
  API_URL: apiUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PUBLIC_SITE_URL: 'http://localhost:43300',
  DEMO_GAME_SERVERS: '0',
};
try {
  start('api/dist/main.js', {
    ...common,
    API_HOST: '127.0.0.1',
    API_PORT: apiPort,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: '1' } : {}),
  });
  await waitFor(`${apiUrl}/api-system/openapi.json`);
  start(process.env.BENCH_GATEWAY_MAIN ?? 'gateway/dist/main.js', {
    ...common,
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: gatewayPort,
    NODE_OPTIONS: process.env.GATEWAY_NODE_OPTIONS ?? '',
    ...(process.env.GATEWAY_PROFILE_DIR
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.GATEWAY_PROFILE_DIR}` }
      : {}),
  });
  await waitFor(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

  const { accessId, accessToken } = await signInDemoPlayer(apiUrl);
  const credentials = { 'access-id': accessId, 'access-token': accessToken };
  const gatewayRequest = {
    url: gatewayUrl,
    method: /** @type {const} */ ('POST'),
    headers: { 'content-type': 'application/json', 'accept-language': 'ru', ...credentials },
    body: JSON.stringify({ query: CABINET_QUERY }),
  };
  const direct = await fetch(`${apiUrl}/api/cabinet`, { headers: credentials });
  const viaGateway = await fetch(gatewayUrl, gatewayRequest);
  const result = /** @type {{ data?: { cabinet?: unknown }; errors?: unknown[] }} */ (
    await viaGateway.json()
  );
  if (!direct.ok || result.errors || !result.data?.cabinet) {
    throw new Error(`no signed-in answer: ${direct.status} ${JSON.stringify(result).slice(0, 500)}`);
  }
  console.log(`direct:  ${await direct.text()}\ngateway: ${JSON.stringify(result)}`);
  // Warm both paths (JIT, pools) before measuring.
  await load({ url: `${apiUrl}/api/cabinet`, headers: credentials, connections: 4, duration: 2 });
  await load({ ...gatewayRequest, connections: 4, duration: 2 });

  let directTotal = 0;
  let gatewayTotal = 0;
  for (let round = 1; round <= rounds; round += 1) {
    const d = await measure({ url: `${apiUrl}/api/cabinet`, headers: credentials, ...settings });
    const g = await measure({ ...gatewayRequest, ...settings });
    directTotal += d.rps;
    gatewayTotal += g.rps;
    console.log(
      `round ${round}: direct ${d.rps.toFixed(0)} req/s (p50 ${d.p50} ms, p99 ${d.p99} ms; api ${d.apiCpu.toFixed(2)} ms CPU each)   ` +
        `gateway ${g.rps.toFixed(0)} req/s (p50 ${g.p50} ms, p99 ${g.p99} ms; api ${g.apiCpu.toFixed(2)} + gateway ${g.gatewayCpu.toFixed(2)} ms CPU each)   ` +
        `${(g.rps / d.rps).toFixed(2)}x   load ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
  }
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${settings.connections} connections, ${settings.duration} s x ${rounds}: gateway/direct ${(gatewayTotal / directTotal).toFixed(2)}x`,
  );
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
