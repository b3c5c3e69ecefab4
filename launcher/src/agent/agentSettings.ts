import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { LauncherTheme, MemorySetting } from './agentContract.js';

export interface AgentSettingsData {
  debuggerEnabled: boolean;
  jvmFlags: string;
  logDisplayEnabled: boolean;
  memory: MemorySetting;
  /** The launcher window's colour scheme. */
  theme: LauncherTheme;
  /** Where clients are installed; absent: `<data folder>/clients`. */
  resourceFolder: string | null;
  /** Java to prefer over JAVA_HOME and PATH (a `java` executable). */
  javaPath: string | null;
  /** The page's key-value storage (`storage/{key}`), credentials included. */
  storage: Record<string, string>;
}

const defaults: AgentSettingsData = {
  debuggerEnabled: false,
  jvmFlags: '',
  logDisplayEnabled: false,
  memory: 'auto',
  theme: 'auto',
  resourceFolder: null,
  javaPath: null,
  storage: {},
};

/** Settings in one JSON file in the user's data folder, written aside and renamed so a crash never halves it. */
export class AgentSettings {
  private data: AgentSettingsData = { ...defaults, storage: {} };
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string) {}

  static async open(dataFolder: string): Promise<AgentSettings> {
    const settings = new AgentSettings(path.join(dataFolder, 'settings.json'));
    await mkdir(dataFolder, { recursive: true });
    try {
      const parsed = JSON.parse(await readFile(settings.file, 'utf8')) as Partial<AgentSettingsData>;
      settings.data = { ...defaults, ...parsed, storage: { ...(parsed.storage ?? {}) } };
    } catch {
      // A missing or unreadable file means a first start: the defaults stand.
    }
    return settings;
  }

  get(): Readonly<AgentSettingsData> {
    return this.data;
  }

  async update(change: Partial<AgentSettingsData>): Promise<void> {
    this.data = { ...this.data, ...change };
    const snapshot = JSON.stringify(this.data, null, 2);
    // Writes are chained so two quick changes land in order.
    this.writing = this.writing.then(async () => {
      const temporary = `${this.file}.tmp`;
      await writeFile(temporary, snapshot, { mode: 0o600 });
      await rename(temporary, this.file);
    });
    await this.writing;
  }
}

/** The user's data folder for the launcher, the way each OS expects it (Electron passes its own `userData`). */
export function defaultDataFolder(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, home: string): string {
  if (env.LAUNCHER_DATA_DIR) return env.LAUNCHER_DATA_DIR;
  if (platform === 'win32')
    return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Lodestone Launcher');
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Lodestone Launcher');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'lodestone-launcher');
}
