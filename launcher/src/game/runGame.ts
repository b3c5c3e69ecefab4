import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface GameExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines the game printed, kept for the crash report. */
  lastLines: string[];
  hint: CrashHint | null;
}

export type CrashHint = 'outOfMemory' | 'wrongJava';

export interface RunningGame {
  child: ChildProcess;
  exited: Promise<GameExit>;
}

const KEPT_LINES = 50;

/** The plain-language cause of the common crashes, read from the game's last words. */
export function crashHint(lines: string[]): CrashHint | null {
  const text = lines.join('\n');
  if (/OutOfMemoryError|Could not reserve enough space|Invalid maximum heap size/.test(text))
    return 'outOfMemory';
  if (/UnsupportedClassVersionError|has been compiled by a more recent version/.test(text))
    return 'wrongJava';
  return null;
}

/** Starts java in the client's folder and hands every line of its output to `onLine` as it comes. */
export function runGame(
  java: string,
  args: string[],
  cwd: string,
  onLine: (line: string) => void,
): RunningGame {
  const child = spawn(java, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  const lastLines: string[] = [];
  const take = (line: string) => {
    lastLines.push(line);
    if (lastLines.length > KEPT_LINES) lastLines.shift();
    onLine(line);
  };
  const streams = [child.stdout, child.stderr].map(
    (stream) =>
      new Promise<void>((resolve) => {
        const lines = createInterface({ input: stream });
        lines.on('line', take);
        lines.on('close', resolve);
      }),
  );
  const exited = new Promise<GameExit>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      // The last lines may still be in the pipes when the process is gone.
      void Promise.all(streams).then(() => {
        resolve({ code, signal, lastLines: [...lastLines], hint: code === 0 ? null : crashHint(lastLines) });
      });
    });
  });
  return { child, exited };
}
