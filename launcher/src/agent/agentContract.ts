// The typed contract between the site (in launcher mode) and the local agent, docs/product.md#launcher. The agent
// answers the calls of AGENT_CALLS and the site's agent client (web/app/platform/launcher/agentClient.ts)
// is built from the same table, so the two sides cannot drift apart.

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

/** Every refusal and failure of the agent: the message is shown in an error notification (docs/product.md#launcher). */
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

/** Recommended minimum memory for the game, docs/product.md#launcher (at least 2 GB). */
export const RECOMMENDED_MEMORY_MEGABYTES = 2048;

/** The site's WebSocket reconnect constants, docs/product.md#launcher. */
export const AGENT_RECONNECT = {
  minDelayMs: 100,
  maxDelayMs: 1000,
  growth: 1.1,
  minUptimeMs: 1000,
  timeoutMs: 500,
  maxRetries: Number.POSITIVE_INFINITY,
} as const;

/** Storage keys of the launcher's credentials (docs/product.md#launcher). */
export const AGENT_AUTH_KEYS = { accessId: 'auth.access_id', accessToken: 'auth.access_token' } as const;

/** One HTTP call of the agent: where it is, and how its body and its reply travel. */
export interface AgentCall<Body, Reply> {
  method: 'GET' | 'POST' | 'DELETE';
  /** Path under the agent's address; calls about one item add `/{item}` (storage key, client). */
  path: string;
  /** The request body as text: JSON, or the plain value docs/product.md#launcher sends for single settings. */
  encode: (body: Body) => string | null;
  /** The reply as its type (a 204 reads as the empty string). */
  decode: (text: string) => Reply;
}

const call = <Body, Reply>(spec: AgentCall<Body, Reply>) => spec;
const none = () => null;
const ignore = () => undefined;
const asText = (text: string) => text;
// The reply's type is what this table promises for the call; the agent's side is held to it by its test.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
const asJson = <T>(text: string) => JSON.parse(text) as T;
const asBoolean = (text: string) => text.trim() === 'true';
const asMemory = (text: string): MemorySetting => (text.trim() === 'auto' ? 'auto' : Number(text));
const asTheme = (text: string): LauncherTheme =>
  launcherThemes.find((theme) => theme === text.trim()) ?? 'auto';

/**
 * Every HTTP call of docs/product.md#launcher. The site's agent client is built from this table and the agent's router
 * answers these paths (its test walks the table), so a call cannot exist on one side only.
 */
export const AGENT_CALLS = {
  clients: call<undefined, AgentClient[]>({ method: 'GET', path: 'clients', encode: none, decode: asJson }),
  /** `clients/{uuid}/icon` or `/background`: the picture's bytes (read as a blob, not through decode). */
  clientPicture: call<undefined, string>({ method: 'GET', path: 'clients', encode: none, decode: asText }),
  launch: call<LaunchRequest, ProgressSnapshot>({
    method: 'POST',
    path: 'launch',
    encode: (body) => JSON.stringify(body),
    decode: asJson,
  }),
  cancel: call<undefined, ProgressSnapshot>({ method: 'POST', path: 'cancel', encode: none, decode: asJson }),
  progress: call<undefined, ProgressSnapshot>({
    method: 'GET',
    path: 'progress',
    encode: none,
    decode: asJson,
  }),
  systemData: call<undefined, SystemData>({
    method: 'GET',
    path: 'system-data',
    encode: none,
    decode: asJson,
  }),
  systemStates: call<undefined, SystemStates>({
    method: 'GET',
    path: 'system-states',
    encode: none,
    decode: asJson,
  }),
  setDebugger: call<boolean, boolean>({
    method: 'POST',
    path: 'debugger',
    encode: String,
    decode: asBoolean,
  }),
  setLogDisplay: call<boolean, boolean>({
    method: 'POST',
    path: 'log-display',
    encode: String,
    decode: asBoolean,
  }),
  setJvmFlags: call<string, string>({ method: 'POST', path: 'jvm-flags', encode: asText, decode: asText }),
  memory: call<undefined, MemorySetting>({ method: 'GET', path: 'memory', encode: none, decode: asMemory }),
  setMemory: call<MemorySetting, MemorySetting>({
    method: 'POST',
    path: 'memory',
    encode: String,
    decode: asMemory,
  }),
  theme: call<undefined, LauncherTheme>({ method: 'GET', path: 'theme', encode: none, decode: asTheme }),
  setTheme: call<LauncherTheme, LauncherTheme>({
    method: 'POST',
    path: 'theme',
    encode: asText,
    decode: asTheme,
  }),
  resourceFolder: call<undefined, ResourceFolder>({
    method: 'GET',
    path: 'resource-folder',
    encode: none,
    decode: asJson,
  }),
  setResourceFolder: call<string, ResourceFolder>({
    method: 'POST',
    path: 'resource-folder',
    encode: asText,
    decode: asJson,
  }),
  storageGet: call<undefined, string>({ method: 'GET', path: 'storage', encode: none, decode: asText }),
  storageSet: call<string, undefined>({ method: 'POST', path: 'storage', encode: asText, decode: ignore }),
  storageDelete: call<undefined, undefined>({
    method: 'DELETE',
    path: 'storage',
    encode: none,
    decode: ignore,
  }),
  openLink: call<OpenLinkRequest, undefined>({
    method: 'POST',
    path: 'open-link',
    encode: (body) => JSON.stringify(body),
    decode: ignore,
  }),
} as const;

export type AgentCalls = typeof AGENT_CALLS;
export type AgentCallName = keyof AgentCalls;
export type AgentCallBody<Name extends AgentCallName> = Parameters<AgentCalls[Name]['encode']>[0];
export type AgentCallReply<Name extends AgentCallName> = ReturnType<AgentCalls[Name]['decode']>;
