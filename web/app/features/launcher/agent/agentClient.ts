import {
  AGENT_SECRET_HEADER,
  type AgentClient as AgentClientInfo,
  type AgentError,
  type LauncherTheme,
  type MemorySetting,
  type ProgressSnapshot,
  type ResourceFolder,
  type SystemData,
  type SystemStates,
} from './agentContract';

export class AgentRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: AgentError | null,
  ) {
    super(body?.error_message ?? `The launcher agent answered ${status}`);
  }
}

/** Every call of spec §7 against the local agent, typed by the shared contract. */
export function createAgentClient(host: string, secret: string) {
  const request = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(`${host}/${path}`, {
      ...init,
      headers: { [AGENT_SECRET_HEADER]: secret },
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as AgentError | null;
      throw new AgentRequestError(response.status, body);
    }
    return response;
  };
  const json = async <T>(path: string, init?: RequestInit) => (await (await request(path, init)).json()) as T;
  const text = async (path: string, init?: RequestInit) => (await request(path, init)).text();
  const post = (body: string) => ({ method: 'POST', body });

  return {
    clients: () => json<AgentClientInfo[]>('clients'),
    /** A client's icon or background as an object URL (an <img> cannot send the secret). */
    picture: async (path: string) => URL.createObjectURL(await (await request(path)).blob()),
    launch: (uuid: string) => json<ProgressSnapshot>('launch', post(JSON.stringify({ uuid }))),
    cancel: () => json<ProgressSnapshot>('cancel', { method: 'POST' }),
    progress: () => json<ProgressSnapshot>('progress'),
    systemData: () => json<SystemData>('system-data'),
    systemStates: () => json<SystemStates>('system-states'),
    setDebugger: async (enabled: boolean) => (await text('debugger', post(String(enabled)))) === 'true',
    setLogDisplay: async (enabled: boolean) => (await text('log-display', post(String(enabled)))) === 'true',
    setJvmFlags: (flags: string) => text('jvm-flags', post(flags)),
    memory: async (): Promise<MemorySetting> => {
      const value = await text('memory');
      return value === 'auto' ? 'auto' : Number(value);
    },
    setMemory: (memory: MemorySetting) => text('memory', post(String(memory))),
    theme: async () => (await text('theme')) as LauncherTheme,
    setTheme: (theme: LauncherTheme) => text('theme', post(theme)),
    resourceFolder: (open = false) =>
      json<ResourceFolder>(`resource-folder${open ? '?openFolder=true' : ''}`),
    setResourceFolder: (path: string) => json<ResourceFolder>('resource-folder', post(path)),
    storageGet: async (key: string) => {
      try {
        return await text(`storage/${encodeURIComponent(key)}`);
      } catch (error) {
        if (error instanceof AgentRequestError && error.status === 404) return null;
        throw error;
      }
    },
    storageSet: (key: string, value: string) => text(`storage/${encodeURIComponent(key)}`, post(value)),
    storageDelete: (key: string) => text(`storage/${encodeURIComponent(key)}`, { method: 'DELETE' }),
    openLink: (url: string) => text('open-link', post(JSON.stringify({ url }))),
  };
}

export type AgentApi = ReturnType<typeof createAgentClient>;
