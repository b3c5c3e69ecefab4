import {
  AGENT_CALLS,
  AGENT_SECRET_HEADER,
  type AgentCallBody,
  type AgentCallName,
  type AgentCallReply,
  type AgentError,
} from './agentContract';

export class AgentRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: AgentError | null,
  ) {
    super(body?.error_message ?? `The launcher agent answered ${status}`);
  }
}

interface CallOptions {
  /** One item of the call (a storage key, a client's picture): `path/item`. */
  item?: string;
  query?: string;
}

/** Every call of docs/product.md#launcher against the local agent, its paths and types taken from the shared contract. */
export function createAgentClient(host: string, secret: string) {
  const send = async (name: AgentCallName, body: string | null, options: CallOptions = {}) => {
    const { method, path } = AGENT_CALLS[name];
    const item = options.item === undefined ? '' : `/${options.item}`;
    const response = await fetch(`${host}/${path}${item}${options.query ?? ''}`, {
      method,
      headers: { [AGENT_SECRET_HEADER]: secret },
      ...(body === null ? {} : { body }),
    });
    if (!response.ok) {
      const error = (await response.json().catch(() => null)) as AgentError | null;
      throw new AgentRequestError(response.status, error);
    }
    return response;
  };
  const call = async <Name extends AgentCallName>(
    name: Name,
    ...[body, options]: AgentCallBody<Name> extends undefined
      ? [body?: undefined, options?: CallOptions]
      : [body: AgentCallBody<Name>, options?: CallOptions]
  ): Promise<AgentCallReply<Name>> => {
    const spec = AGENT_CALLS[name] as unknown as {
      encode: (value: AgentCallBody<Name>) => string | null;
      decode: (text: string) => AgentCallReply<Name>;
    };
    const response = await send(name, spec.encode(body), options);
    return spec.decode(await response.text());
  };
  const storageItem = (key: string) => ({ item: encodeURIComponent(key) });

  return {
    clients: () => call('clients'),
    /** A client's icon or background (`clients/{uuid}/icon`) as an object URL: an <img> cannot send the secret. */
    picture: async (path: string) =>
      URL.createObjectURL(
        await (await send('clientPicture', null, { item: path.replace(/^clients\//, '') })).blob(),
      ),
    launch: (uuid: string) => call('launch', { uuid }),
    cancel: () => call('cancel'),
    progress: () => call('progress'),
    systemData: () => call('systemData'),
    systemStates: () => call('systemStates'),
    setDebugger: (enabled: boolean) => call('setDebugger', enabled),
    setLogDisplay: (enabled: boolean) => call('setLogDisplay', enabled),
    setJvmFlags: (flags: string) => call('setJvmFlags', flags),
    memory: () => call('memory'),
    setMemory: (memory: Parameters<typeof AGENT_CALLS.setMemory.encode>[0]) => call('setMemory', memory),
    theme: () => call('theme'),
    setTheme: (theme: Parameters<typeof AGENT_CALLS.setTheme.encode>[0]) => call('setTheme', theme),
    resourceFolder: (open = false) =>
      call('resourceFolder', undefined, open ? { query: '?openFolder=true' } : {}),
    setResourceFolder: (path: string) => call('setResourceFolder', path),
    storageGet: async (key: string) => {
      try {
        return await call('storageGet', undefined, storageItem(key));
      } catch (error) {
        if (error instanceof AgentRequestError && error.status === 404) return null;
        throw error;
      }
    },
    storageSet: (key: string, value: string) => call('storageSet', value, storageItem(key)),
    storageDelete: (key: string) => call('storageDelete', undefined, storageItem(key)),
    openLink: (url: string) => call('openLink', { url }),
  };
}

export type AgentApi = ReturnType<typeof createAgentClient>;
