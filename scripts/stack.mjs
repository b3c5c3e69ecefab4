// Runs the built stack (api, gateway, web) as one foreground program: `npm start` and the browser tests
// use it. Ports and the data folder come from the environment; Ctrl-C (or SIGTERM) stops all three. Every
// service is compiled JavaScript run by this same (pinned) Node, with no TypeScript loader.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { readStackEnv } from './stackEnv.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = readStackEnv(process.env, root);

/** @typedef {{ name: string; cwd: string; command: string; args: string[]; env?: Record<string, string>; ready: () => Promise<boolean> }} Service */
/** @type {Service[]} */
const services = [
  {
    name: 'api',
    cwd: root,
    command: process.execPath,
    args: ['api/dist/main.js'],
    ready: () => answers(`${env.API_URL}/api-system/openapi.json`),
  },
  // Stands in for the game-server plugins so the demo's online figures move; off with DEMO_GAME_SERVERS=0.
  ...(process.env.DEMO_GAME_SERVERS === '0'
    ? []
    : [
        {
          name: 'demo game servers',
          cwd: root,
          command: process.execPath,
          args: ['api/dist/demo/simulateGameServers.js'],
          ready: () => Promise.resolve(true),
        },
      ]),
  {
    name: 'gateway',
    cwd: root,
    command: process.execPath,
    args: ['gateway/dist/main.js'],
    ready: () =>
      answers(env.GATEWAY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      }),
  },
  {
    name: 'web',
    cwd: path.join(root, 'web'),
    // The site's own server (web/server, compiled to web/dist): client addresses, body caps, security
    // headers, compression.
    command: process.execPath,
    args: ['dist/main.js'],
    // React picks its build by NODE_ENV when the server loads it: without it the site would render with
    // React's development build (2–3x slower, docs/performance.md). The site's GraphiQL link follows the
    // gateway, which is open unless the whole stack runs with NODE_ENV=production.
    env:
      process.env.NODE_ENV === undefined
        ? { NODE_ENV: 'production', GRAPHIQL: process.env.GRAPHIQL ?? '1' }
        : {},
    ready: () => answers(`${env.WEB_URL}/ru`),
  },
];

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function answers(url, init) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    // Each service runs in its own process group, so its own children (Mesh workers) stop too.
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
  const forceTimer = setTimeout(() => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
    process.exit(code);
  }, 5000);
  forceTimer.unref();
  void Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve(),
    ),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * @param {Service} service
 * @param {number} deadlineMs
 */
async function waitUntilReady(service, deadlineMs) {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (stopping) return;
    if (await service.ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${service.name} did not answer within ${deadlineMs / 1000} s`);
}

for (const service of services) {
  const child = spawn(service.command, service.args, {
    cwd: service.cwd,
    env: { ...process.env, ...env.childEnv, ...service.env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(
        `[stack] ${service.name} stopped unexpectedly (${signal ?? `exit ${code}`}); stopping the rest`,
      );
      stopAll(1);
    }
  });
  try {
    await waitUntilReady(service, 120_000);
  } catch (error) {
    console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
    stopAll(1);
    break;
  }
}

if (!stopping) {
  console.log(
    `[stack] Lodestone is ready: web ${env.WEB_URL}  gateway ${env.GATEWAY_URL}  api ${env.API_URL}  (Ctrl-C stops all)`,
  );
}
