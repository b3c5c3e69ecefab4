import { isAbsolute } from 'node:path';

import {
  launcherThemes,
  type AgentClient,
  type LaunchRequest,
  type LauncherTheme,
  type OpenLinkRequest,
  type SystemStates,
} from './agentContract.js';
import { AgentRefusal } from './agentRefusal.js';
import type { AgentSettings } from './agentSettings.js';
import { installedVersion } from '../install/installClient.js';
import type { LauncherSession } from './launcherSession.js';
import { readSystemData } from './readSystemData.js';

export interface RouteContext {
  settings: AgentSettings;
  session: LauncherSession;
  apiUrl: string;
  version: string;
  /** Opens a folder or an http(s) link with the system's handler (a fake in tests). */
  openExternal: (target: string) => Promise<void>;
}

export interface AgentRequest {
  method: string;
  url: URL;
  body: string;
}

export type AgentReply =
  | { status: number; json: unknown }
  | { status: number; text: string }
  | { status: number; bytes: Buffer; type: string };

interface ApiClient {
  uuid: string;
  serverSlug: string;
  name: string;
  version: string;
  gameVersion: string;
  javaMajor: number;
  iconUrl: string | null;
  backgroundUrl: string | null;
}

const STORAGE_KEY = /^[A-Za-z0-9._-]{1,100}$/;
const MEMORY_MIN = 512;
const MEMORY_MAX = 262_144;

async function apiClients(context: RouteContext): Promise<ApiClient[]> {
  const response = await fetch(new URL('/api-launcher/clients', context.apiUrl));
  if (!response.ok)
    throw new AgentRefusal(502, 'API_UNAVAILABLE', `The site's api answered ${response.status}`);
  return ((await response.json()) as { items: ApiClient[] }).items;
}

async function listClients(context: RouteContext): Promise<AgentClient[]> {
  const clients = await apiClients(context);
  return Promise.all(
    clients.map(async (client) => ({
      uuid: client.uuid,
      serverSlug: client.serverSlug,
      name: client.name,
      version: client.version,
      gameVersion: client.gameVersion,
      javaMajor: client.javaMajor,
      iconPath: client.iconUrl === null ? null : `clients/${client.uuid}/icon`,
      backgroundPath: client.backgroundUrl === null ? null : `clients/${client.uuid}/background`,
      installedVersion: await installedVersion(context.session.clientFolder(client.uuid)),
    })),
  );
}

/** The picture comes through the agent so the page needs one origin and one secret for everything. */
async function clientPicture(
  context: RouteContext,
  uuid: string,
  kind: 'icon' | 'background',
): Promise<AgentReply> {
  const client = (await apiClients(context)).find((item) => item.uuid === uuid);
  const address = kind === 'icon' ? client?.iconUrl : client?.backgroundUrl;
  if (!address) throw new AgentRefusal(404, 'NOT_FOUND', 'No such picture');
  const response = await fetch(new URL(address, context.apiUrl));
  if (!response.ok) throw new AgentRefusal(502, 'API_UNAVAILABLE', `The picture answered ${response.status}`);
  return {
    status: 200,
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

function parseBoolean(body: string): boolean {
  const value = body.trim();
  if (value !== 'true' && value !== 'false') throw new AgentRefusal(400, 'BAD_VALUE', 'Send true or false');
  return value === 'true';
}

function parseJson(body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new AgentRefusal(400, 'BAD_VALUE', 'The body must be JSON');
  }
}

function parseMemory(body: string): number | 'auto' {
  const value = body.trim();
  if (value === 'auto') return 'auto';
  const megabytes = Number(value);
  if (!Number.isInteger(megabytes) || megabytes < MEMORY_MIN || megabytes > MEMORY_MAX) {
    throw new AgentRefusal(
      400,
      'BAD_VALUE',
      `Memory is auto or a whole number of megabytes from ${MEMORY_MIN}`,
    );
  }
  return megabytes;
}

function parseTheme(body: string): LauncherTheme {
  const value = launcherThemes.find((theme) => theme === body.trim());
  if (value === undefined) throw new AgentRefusal(400, 'BAD_VALUE', 'The theme is light, dark or auto');
  return value;
}

const text = (value: string): AgentReply => ({ status: 200, text: value });
const json = (value: unknown, status = 200): AgentReply => ({ status, json: value });

/** Every call of docs/product.md#launcher (the local launcher agent). Settings changes are saved before the answer. */
export async function routeAgentRequest(context: RouteContext, request: AgentRequest): Promise<AgentReply> {
  const { settings, session } = context;
  const route = `${request.method} ${request.url.pathname.replace(/\/+$/, '')}`;
  const parts = request.url.pathname.split('/').filter(Boolean);

  if (parts[0] === 'storage' && parts.length === 2) {
    const key = decodeURIComponent(parts[1] ?? '');
    if (!STORAGE_KEY.test(key)) throw new AgentRefusal(400, 'BAD_KEY', 'Bad storage key');
    const storage = new Map(Object.entries(settings.get().storage));
    if (request.method === 'GET') {
      const value = storage.get(key);
      return value === undefined
        ? json({ error_code: 'NOT_FOUND', error_message: 'No such key' }, 404)
        : text(value);
    }
    // Stored values are trimmed and an empty one means absent (docs/product.md#launcher, launcher-stored credentials).
    const value = request.method === 'POST' ? request.body.trim() : '';
    if (request.method !== 'POST' && request.method !== 'DELETE')
      throw new AgentRefusal(405, 'METHOD', 'Method not allowed');
    if (value === '') storage.delete(key);
    else storage.set(key, value);
    await settings.update({ storage: Object.fromEntries(storage) });
    return { status: 204, text: '' };
  }
  if (parts[0] === 'clients' && parts.length === 3 && request.method === 'GET') {
    const kind = parts[2];
    if (kind === 'icon' || kind === 'background') return clientPicture(context, parts[1] ?? '', kind);
  }

  switch (route) {
    case 'GET /clients':
      return json(await listClients(context));
    case 'GET /debugger':
      return text(String(settings.get().debuggerEnabled));
    case 'POST /debugger':
      await settings.update({ debuggerEnabled: parseBoolean(request.body) });
      return text(String(settings.get().debuggerEnabled));
    case 'GET /jvm-flags':
      return text(settings.get().jvmFlags);
    case 'POST /jvm-flags':
      await settings.update({ jvmFlags: request.body.trim() });
      return text(settings.get().jvmFlags);
    case 'GET /log-display':
      return text(String(settings.get().logDisplayEnabled));
    case 'POST /log-display':
      await settings.update({ logDisplayEnabled: parseBoolean(request.body) });
      return text(String(settings.get().logDisplayEnabled));
    case 'GET /memory':
      return text(String(settings.get().memory));
    case 'POST /memory':
      await settings.update({ memory: parseMemory(request.body) });
      return text(String(settings.get().memory));
    case 'GET /theme':
      return text(settings.get().theme);
    case 'POST /theme':
      await settings.update({ theme: parseTheme(request.body) });
      return text(settings.get().theme);
    case 'GET /resource-folder': {
      const folder = session.resourceFolder();
      if (request.url.searchParams.get('openFolder') === 'true') await context.openExternal(folder);
      return json({ path: folder });
    }
    case 'POST /resource-folder': {
      const folder = request.body.trim();
      if (!isAbsolute(folder))
        throw new AgentRefusal(400, 'BAD_VALUE', 'The folder must be an absolute path');
      await settings.update({ resourceFolder: folder });
      return json({ path: folder });
    }
    case 'POST /launch':
      session.launch(String((parseJson(request.body) as Partial<LaunchRequest>).uuid));
      return json(session.snapshot(), 202);
    case 'GET /progress':
      return json(session.snapshot());
    case 'POST /cancel':
      session.cancel();
      await session.current;
      return json(session.snapshot());
    case 'GET /system-data':
      return json(readSystemData(context.version));
    case 'GET /system-states': {
      const { debuggerEnabled, jvmFlags, logDisplayEnabled } = settings.get();
      return json({ debuggerEnabled, jvmFlags, logDisplayEnabled } satisfies SystemStates);
    }
    case 'POST /open-link': {
      const url = String((parseJson(request.body) as Partial<OpenLinkRequest>).url);
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw new AgentRefusal(400, 'BAD_VALUE', 'Not a link');
      }
      // Only web links: a file: or custom-scheme link would run something on the player's machine.
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw new AgentRefusal(400, 'BAD_VALUE', 'Only web links open');
      await context.openExternal(parsed.toString());
      return { status: 204, text: '' };
    }
    default:
      throw new AgentRefusal(404, 'NOT_FOUND', 'No such call');
  }
}
