import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

import { describe, expect, inject, it } from 'vitest';

import { freshPostgres } from '../../testing/freshPostgres.js';
import '../../testing/createTestApp.js';

// Issue 33: the documented PostgreSQL steps, run as written from the repository's root (no DATA_DIR, as
// on a fresh clone), against a new database on the test PostgreSQL server. The steps are read from
// docs/operations.md, so the test and the page cannot drift apart.
const root = path.resolve(import.meta.dirname, '../../../..');
const onPostgres = process.env.LODESTONE_TEST_DATABASE === 'postgres';

/** The shell lines of the "PostgreSQL instead of the embedded database" section. */
function documentedSteps(): string[] {
  const page = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
  const section = /### PostgreSQL instead of the embedded database\s+```sh\n([\s\S]*?)```/.exec(page);
  if (section?.[1] === undefined) throw new Error('docs/operations.md: the PostgreSQL steps are missing');
  return section[1].split('\n').filter((line) => line.trim() !== '');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

/** Runs `npm <args>` from the root; resolves with its output once it exits. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      resolve({ code, output });
    });
  });
}

async function pageOnceUp(url: string, until: number): Promise<string> {
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return await response.text();
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe.skipIf(!onPostgres)('the documented PostgreSQL steps', () => {
  it('seed a new database and start the site on it, as docs/operations.md says', async () => {
    const steps = documentedSteps();
    expect(steps[0]).toMatch(/^createdb \w+$/);
    const [seedLine, startLine] = steps.slice(1).map((line) => /^DATABASE_URL=\S+ npm (.+)$/.exec(line)?.[1]);
    expect([seedLine, startLine]).toEqual(['run seed', 'start']);
    const built = [
      'api/dist/main.js',
      'gateway/dist/main.js',
      'web/dist/main.js',
      'web/build/server/index.js',
    ];
    expect(
      built.filter((file) => !existsSync(path.join(root, file))),
      '`npm test` builds first; alone, run `npm run build`',
    ).toEqual([]);

    // `createdb lodestone`, on the test server under a name of its own.
    const adminUrl = inject('postgresUrl');
    if (adminUrl === undefined) throw new Error('the PostgreSQL run provides its server');
    const { database, drop, name } = await freshPostgres(adminUrl, 'lodestone_readme');
    await database.close();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${name}`;
    const { DATA_DIR: _dataDir, API_URL: _api, GATEWAY_URL: _gateway, ...shell } = process.env;
    const env = { ...shell, DATABASE_URL: databaseUrl.toString() };
    let stack: ChildProcess | undefined;
    try {
      const seed = await run(['run', 'seed'], env);
      expect(seed.output).toMatch(/seed: \d+ servers and \d+ documents written to postgres/);
      expect(seed.code).toBe(0);

      // `npm start` builds first; `npm test` has just built, so the test reuses that build.
      const [apiPort, gatewayPort, webPort] = [await freePort(), await freePort(), await freePort()];
      stack = spawn('npm', ['start'], {
        cwd: root,
        env: {
          ...env,
          SKIP_BUILD: '1',
          DEMO_GAME_SERVERS: '0',
          API_PORT: String(apiPort),
          GATEWAY_PORT: String(gatewayPort),
          WEB_PORT: String(webPort),
        },
        stdio: 'ignore',
        detached: true,
      });
      const home = await pageOnceUp(`http://127.0.0.1:${webPort}/en/servers`, Date.now() + 120_000);
      // The seeded servers, read from PostgreSQL through the api and the gateway.
      expect(home).toContain('HiTech');
    } finally {
      if (stack?.pid !== undefined) process.kill(-stack.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await drop();
    }
  }, 240_000);
});
