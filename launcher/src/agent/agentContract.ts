// The typed contract between the site (in launcher mode) and the local agent, spec §3 and §7. The site
// and the agent import these types from here so that the two sides cannot drift apart.

export const launcherStatuses = ['idle', 'verify', 'downloadFiles', 'startClient', 'debugging'] as const;
export type LauncherStatus = (typeof launcherStatuses)[number];

/** The launcher window's colour scheme (`theme` call): `auto` follows the system. */
export const launcherThemes = ['light', 'dark', 'auto'] as const;
export type LauncherTheme = (typeof launcherThemes)[number];

/** Memory for the game in megabytes, or `auto` (the agent picks from the machine's memory). */
export type MemorySetting = number | 'auto';

/** Header that carries the per-start secret on every HTTP request. */
export const AGENT_SECRET_HEADER = 'x-agent-secret';
/**
 * Browsers cannot set headers on a WebSocket, so the page offers the secret as its second subprotocol
 * (`new WebSocket(url, [AGENT_SOCKET_PROTOCOL, secret])`); the agent answers with the first one.
 */
export const AGENT_SOCKET_PROTOCOL = 'lodestone-agent';

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

/** One game client as the agent lists it (`GET clients`): the api's data plus what is installed here. */
export interface AgentClient {
  uuid: string;
  serverSlug: string;
  name: string;
  version: string;
  gameVersion: string;
  javaMajor: number;
  /** Agent paths of the pictures: `clients/{uuid}/icon` and `clients/{uuid}/background` (fetched with the secret). */
  iconPath: string | null;
  backgroundPath: string | null;
  /** The version installed in the resource folder, or null; differs from `version` when an update waits. */
  installedVersion: string | null;
}

/** `GET progress`: the whole launch state at once (a page that connects late catches up from it). */
export interface ProgressSnapshot {
  status: LauncherStatus;
  progress: DownloadProgress;
  launchedUuid: string | null;
}

export interface LaunchRequest {
  uuid: string;
}

export interface OpenLinkRequest {
  url: string;
}

/** `GET resource-folder`. */
export interface ResourceFolder {
  path: string;
}

/** Every refusal and failure of the agent: the message is shown in an error notification (spec §8). */
export interface AgentError {
  error_code: string;
  error_message: string;
}

/** Messages the agent pushes over its WebSocket (the plain text `hello` is ignored by the site). */
export type AgentMessage =
  | { type: 'progress'; progress: DownloadProgress }
  | { type: 'state'; status: LauncherStatus; launchedUuid: string | null }
  | { type: 'logs'; rows: string[] }
  | { type: 'error'; error: AgentError };

/** Recommended minimum memory for the game, spec §9 (at least 2 GB). */
export const RECOMMENDED_MEMORY_MEGABYTES = 2048;

/** The site's WebSocket reconnect constants, spec §9. */
export const AGENT_RECONNECT = {
  minDelayMs: 100,
  maxDelayMs: 1000,
  growth: 1.1,
  minUptimeMs: 1000,
  timeoutMs: 500,
  maxRetries: Number.POSITIVE_INFINITY,
} as const;

/** Storage keys of the launcher's credentials (spec §7). */
export const AGENT_AUTH_KEYS = { accessId: 'auth.access_id', accessToken: 'auth.access_token' } as const;
