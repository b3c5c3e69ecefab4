// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// Issue 32: the site server forks one worker per core (WEB_WORKERS). The cluster must still serve, from
// more than one process, tell each other of page-memory clears, stop on SIGTERM, and not fork forever when a worker cannot start.
const fixture = path.join(import.meta.dirname, 'testing', 'workersFixture.ts');
const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address !== null ? address.port : 0);
      });
    });
  });
}

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return { child, output: () => output };
}

async function until(check: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => {
        child.once('exit', resolve);
      });

describe('site server workers', () => {
  it('serve one port from several processes and stop on SIGTERM', async () => {
    const port = await freePort();
    const { child, output } = start({ WORKERS: '2', FIXTURE_PORT: String(port) });
    await until(() => (output().match(/listening/g) ?? []).length === 2);
    const ask = async (method = 'GET') =>
      (await (await fetch(`http://127.0.0.1:${port}/`, { method })).text()).split(' ');
    const answeredBy = new Set<string>();
    for (let attempt = 0; attempt < 40 && answeredBy.size < 2; attempt += 1) {
      answeredBy.add((await ask())[0] ?? '');
    }
    expect(answeredBy.size).toBe(2);
    expect(answeredBy.has(String(child.pid))).toBe(false);
    // A clear announced by one worker reaches the other (a write empties every page memory).
    const [writer] = await ask('POST');
    let other: string[] = [];
    for (let attempt = 0; attempt < 40 && (other[0] ?? writer) === writer; attempt += 1) other = await ask();
    expect(other[1]).toBe('1');
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  }, 60_000);

  it('with one worker, serve from the process itself', async () => {
    const port = await freePort();
    const { child, output } = start({ WORKERS: '1', FIXTURE_PORT: String(port) });
    await until(() => output().includes('listening'));
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe(`${String(child.pid)} 0`);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
  }, 60_000);

  it('stop, rather than fork again, when a worker dies before it serves', async () => {
    const { child } = start({ WORKERS: '2', SERVE_FAILS: '1' });
    expect(await exited(child)).toBe(3);
  }, 60_000);
});
