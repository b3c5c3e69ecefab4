import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

import { buildCommandLine } from '../game/buildCommandLine.js';
import { findJava } from '../game/findJava.js';
import { runGame, type GameExit } from '../game/runGame.js';
import { parseManifest } from '../install/clientManifest.js';
import { installClient } from '../install/installClient.js';
import type { AgentMessage, DownloadProgress, LauncherStatus, ProgressSnapshot } from './agentContract.js';
import { AgentRefusal } from './agentRefusal.js';
import type { AgentSettings } from './agentSettings.js';

export interface LauncherSessionOptions {
  settings: AgentSettings;
  apiUrl: string;
  /** The resource folder when the settings name none. */
  defaultResourceFolder: string;
  broadcast: (message: AgentMessage) => void;
  env: NodeJS.ProcessEnv;
  debuggerPort?: number;
}

const LOG_FLUSH_MS = 50;
const PROGRESS_EVERY_MS = 100;

/** Why the game stopped, in plain words for the notification (docs/product.md#launcher: agent errors show their message). */
function exitMessage(exit: GameExit): string {
  const tail = exit.lastLines.slice(-5).join('\n');
  if (exit.hint === 'outOfMemory')
    return `The game ran out of memory: give it more in the RAM settings.\n${tail}`;
  if (exit.hint === 'wrongJava') return `The game needs a newer Java than the one found.\n${tail}`;
  return `The game stopped with exit code ${exit.code ?? exit.signal ?? 'unknown'}.\n${tail}`;
}

/** One launch at a time: install (verify → downloadFiles), then start the game and follow it to its exit. */
export class LauncherSession {
  private status: LauncherStatus = 'idle';
  private progress: DownloadProgress = { current: 0, total: 0 };
  private launchedUuid: string | null = null;
  private abort: AbortController | null = null;
  private game: ChildProcess | null = null;
  private pendingLogs: string[] = [];
  private logTimer: NodeJS.Timeout | null = null;
  private lastProgressAt = 0;
  /** Settles when the current launch is over (tests and shutdown wait for it). */
  current: Promise<void> = Promise.resolve();

  constructor(private readonly options: LauncherSessionOptions) {}

  snapshot(): ProgressSnapshot {
    return { status: this.status, progress: { ...this.progress }, launchedUuid: this.launchedUuid };
  }

  resourceFolder(): string {
    return this.options.settings.get().resourceFolder ?? this.options.defaultResourceFolder;
  }

  clientFolder(uuid: string): string {
    return path.join(this.resourceFolder(), uuid);
  }

  launch(uuid: string): void {
    if (this.launchedUuid !== null) {
      throw new AgentRefusal(409, 'ALREADY_LAUNCHED', 'Cannot launch more than one client at once');
    }
    if (!/^[0-9a-f-]{36}$/.test(uuid)) throw new AgentRefusal(400, 'BAD_CLIENT', 'Unknown client');
    this.launchedUuid = uuid;
    const abort = new AbortController();
    this.abort = abort;
    this.current = this.run(uuid, abort.signal)
      .catch((error: unknown) => {
        if (!abort.signal.aborted) {
          this.options.broadcast({
            type: 'error',
            error: { error_code: 'LAUNCH_FAILED', error_message: (error as Error).message },
          });
        }
      })
      .finally(() => {
        this.flushLogs();
        this.game = null;
        this.abort = null;
        this.launchedUuid = null;
        this.setStatus('idle');
      });
  }

  cancel(): void {
    this.abort?.abort();
    this.game?.kill();
  }

  private setStatus(status: LauncherStatus): void {
    if (status === this.status && status !== 'idle') return;
    this.status = status;
    this.options.broadcast({ type: 'state', status, launchedUuid: this.launchedUuid });
  }

  private setProgress(progress: DownloadProgress, force = false): void {
    this.progress = progress;
    const now = Date.now();
    // Chunks arrive thousands of times a second; the page needs a few updates a second.
    if (!force && now - this.lastProgressAt < PROGRESS_EVERY_MS && progress.current < progress.total) return;
    this.lastProgressAt = now;
    this.options.broadcast({ type: 'progress', progress });
  }

  private log(line: string): void {
    if (!this.options.settings.get().logDisplayEnabled) return;
    this.pendingLogs.push(line);
    this.logTimer ??= setTimeout(() => {
      this.flushLogs();
    }, LOG_FLUSH_MS);
  }

  private flushLogs(): void {
    if (this.logTimer !== null) clearTimeout(this.logTimer);
    this.logTimer = null;
    if (this.pendingLogs.length === 0) return;
    this.options.broadcast({ type: 'logs', rows: this.pendingLogs });
    this.pendingLogs = [];
  }

  private async run(uuid: string, signal: AbortSignal): Promise<void> {
    const settings = this.options.settings.get();
    this.setStatus('verify');
    const response = await fetch(new URL(`/api-launcher/clients/${uuid}/manifest`, this.options.apiUrl), {
      signal,
    });
    if (!response.ok) throw new Error(`The api has no client ${uuid} (${response.status})`);
    const manifest = parseManifest(await response.json());
    const folder = this.clientFolder(uuid);
    await installClient({
      manifest,
      folder,
      baseUrl: this.options.apiUrl,
      signal,
      onStatus: (status) => {
        this.setStatus(status);
      },
      onProgress: (progress) => {
        this.setProgress(progress);
      },
    });
    this.setProgress({ ...this.progress, current: this.progress.total }, true);
    this.setStatus('startClient');
    const java = await findJava({
      configured: settings.javaPath,
      env: this.options.env,
      required: manifest.javaMajor,
    });
    signal.throwIfAborted();
    const args = buildCommandLine({
      manifest,
      folder,
      memory: settings.memory,
      totalMemoryMegabytes: Math.round(os.totalmem() / 1024 / 1024),
      jvmFlags: settings.jvmFlags,
      debuggerPort: settings.debuggerEnabled ? (this.options.debuggerPort ?? 5005) : null,
      apiUrl: this.options.apiUrl,
    });
    this.log(`> ${java.executable} ${args.join(' ')}`);
    const running = runGame(java.executable, args, folder, (line) => {
      this.log(line);
    });
    this.game = running.child;
    if (settings.debuggerEnabled) this.setStatus('debugging');
    const exit = await running.exited;
    this.log(`< exit ${exit.code ?? exit.signal ?? ''}`);
    if (exit.code !== 0 && !signal.aborted) throw new Error(exitMessage(exit));
  }
}
