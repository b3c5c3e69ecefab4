// The typed contract between the site (in launcher mode) and the local agent, spec §3 and §7. The site
// and the agent import these types from here so that the two sides cannot drift apart.

export const launcherStatuses = ['idle', 'verify', 'downloadFiles', 'startClient', 'debugging'] as const;
export type LauncherStatus = (typeof launcherStatuses)[number];

/** Memory for the game in megabytes, or `auto` (the agent picks from the machine's memory). */
export type MemorySetting = number | 'auto';

export interface SystemStates {
  debuggerEnabled: boolean;
  jvmFlags: string;
  logDisplayEnabled: boolean;
}

export interface SystemData {
  os: { platform: string; release: string; arch: string };
  cpu: { model: string; cores: number };
  memory: { totalMegabytes: number; freeMegabytes: number };
  agentVersion: string;
}

export interface DownloadProgress {
  current: number;
  total: number;
}

/** Messages the agent pushes over its WebSocket (the plain text `hello` is ignored by the site). */
export type AgentMessage =
  | { type: 'progress'; progress: DownloadProgress }
  | { type: 'state'; status: LauncherStatus }
  | { type: 'logs'; rows: string[] };

/** Recommended minimum memory for the game, spec §9 (at least 2 GB). */
export const RECOMMENDED_MEMORY_MEGABYTES = 2048;
