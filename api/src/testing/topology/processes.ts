import { spawn, type ChildProcess } from 'node:child_process';

export { freePort } from '../postgresGlobalSetup.js';

/** The repository root: services start from their built `dist/` as `npm start` and docker start them. */
export const ROOT = new URL('../../../../', import.meta.url).pathname;

export interface Started {
  name: string;
  child: ChildProcess;
  /** What it printed, kept for a failure message only (a passing run prints nothing). */
  output: () => string;
}

const KEPT_OUTPUT = 20_000;

/** Starts one service in its own process group, its output kept in memory instead of printed. */
export function startService(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { name, child, output: () => output };
}

/** Polls `check` until it holds; throws with `describe()` after the deadline, or what `check` throws. */
export async function waitFor(
  check: () => Promise<boolean>,
  deadlineMs: number,
  describe: () => string,
  everyMs = 200,
): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out after ${String(deadlineMs)} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Whether the service answers `url` with a success (a refused connection or a 5xx is not yet). */
export async function answers(url: string, init: RequestInit = {}): Promise<boolean> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(3000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** SIGTERM to every group, SIGKILL to what is still running after `graceMs`. */
export async function stopAll(started: readonly Started[], graceMs = 5000): Promise<void> {
  const running = started.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const signal = (name: NodeJS.Signals) => {
    for (const { child } of running) {
      if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, name);
      } catch {
        /* already gone */
      }
    }
  };
  const exited = Promise.all(
    running.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve();
          else
            child.once('exit', () => {
              resolve();
            });
        }),
    ),
  );
  signal('SIGTERM');
  const timer = setTimeout(() => {
    signal('SIGKILL');
  }, graceMs);
  await exited;
  clearTimeout(timer);
}
