import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

import { FakeClientServer } from '../testing/fakeClientServer.js';
import { watchAgentSocket } from '../testing/watchAgentSocket.js';
import type { AgentClient, ProgressSnapshot, SystemData, SystemStates } from './agentContract.js';
import { AgentSettings } from './agentSettings.js';
import { createAgentServer, type AgentServer } from './createAgentServer.js';

const siteOrigin = 'http://localhost:3000';
const secret = 'test-secret-0123456789';
const uuid = '11111111-2222-5333-8444-555555555555';
const api = new FakeClientServer(uuid, [{ path: 'game.jar', bytes: Buffer.from('jar') }]);
const opened: string[] = [];
let dataFolder = '';
let agent: AgentServer;
let base = '';

const call = (pathname: string, init: RequestInit = {}, headers: Record<string, string> = {}) =>
  fetch(`${base}/${pathname}`, {
    ...init,
    headers: { origin: siteOrigin, 'x-agent-secret': secret, ...headers },
  });

beforeAll(async () => {
  await api.start();
  dataFolder = await mkdtemp(path.join(os.tmpdir(), 'agent-'));
  agent = createAgentServer({
    version: '9.9.9',
    siteOrigin,
    secret,
    apiUrl: api.base,
    settings: await AgentSettings.open(dataFolder),
    dataFolder,
    openExternal: (target) => {
      opened.push(target);
      return Promise.resolve();
    },
  });
  await new Promise<void>((resolve) => agent.server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(agent.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await agent.close();
  await api.close();
  await rm(dataFolder, { recursive: true, force: true });
});

describe('agent refusals', () => {
  it('refuses a request without the secret, GETs included', async () => {
    const response = await fetch(`${base}/system-data`, { headers: { origin: siteOrigin } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'FORBIDDEN' });
  });

  it('refuses a wrong secret', async () => {
    expect((await call('system-states', {}, { 'x-agent-secret': 'guess' })).status).toBe(403);
  });

  it('refuses a foreign origin even with the secret', async () => {
    const response = await call('clients', {}, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a request with no origin (an <img> or a native client)', async () => {
    const response = await fetch(`${base}/system-data`, { headers: { 'x-agent-secret': secret } });
    expect(response.status).toBe(403);
  });

  it('answers the preflight of the site only', async () => {
    const ok = await fetch(`${base}/launch`, { method: 'OPTIONS', headers: { origin: siteOrigin } });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-headers')).toContain('x-agent-secret');
    const foreign = await fetch(`${base}/launch`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('refuses a WebSocket without the secret or from another origin', async () => {
    const attempt = (options: WebSocket.ClientOptions, protocols: string[] = []) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(base.replace('http', 'ws'), protocols, options);
        socket.on('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0);
        });
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => {
          resolve(-1);
        });
      });
    expect(await attempt({ origin: siteOrigin })).toBe(403);
    expect(await attempt({ origin: 'https://evil.example' }, ['lodestone-agent', secret])).toBe(403);
    expect(await attempt({ origin: siteOrigin }, ['lodestone-agent', secret])).toBe(101);
  });
});

describe('agent calls', () => {
  it('reports the machine and the states', async () => {
    const data = (await (await call('system-data')).json()) as SystemData;
    expect(data.agentVersion).toBe('9.9.9');
    expect(data.cpu.cores).toBeGreaterThan(0);
    expect((await (await call('system-states')).json()) as SystemStates).toEqual({
      debuggerEnabled: false,
      jvmFlags: '',
      logDisplayEnabled: false,
    });
  });

  it('lists the api clients with their install state and serves the icon', async () => {
    const response = await call('clients');
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    const clients = (await response.json()) as AgentClient[];
    expect(clients).toEqual([
      expect.objectContaining({
        uuid,
        name: 'HiTech',
        iconPath: `clients/${uuid}/icon`,
        backgroundPath: null,
        installedVersion: null,
      }),
    ]);
    const icon = await call(`clients/${uuid}/icon`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(await icon.text()).toBe('png bytes');
    expect((await call(`clients/${uuid}/background`)).status).toBe(404);
  });

  it('stores trimmed values, drops empty ones and persists them in the data folder', async () => {
    expect((await call('storage/auth.access_id', { method: 'POST', body: '  42 \n' })).status).toBe(204);
    expect(await (await call('storage/auth.access_id')).text()).toBe('42');
    await call('storage/auth.access_token', { method: 'POST', body: 'token' });
    await call('storage/auth.access_token', { method: 'POST', body: '   ' });
    expect((await call('storage/auth.access_token')).status).toBe(404);
    await call('storage/auth.access_id', { method: 'DELETE' });
    expect((await call('storage/auth.access_id')).status).toBe(404);
    expect((await call('storage/..%2Fx')).status).toBe(400);
  });

  it('keeps the settings across a restart', async () => {
    expect(await (await call('debugger', { method: 'POST', body: 'true' })).text()).toBe('true');
    expect(await (await call('log-display', { method: 'POST', body: 'true' })).text()).toBe('true');
    await call('jvm-flags', { method: 'POST', body: ' -XX:+UseG1GC ' });
    expect(await (await call('memory', { method: 'POST', body: '3072' })).text()).toBe('3072');
    expect((await call('memory', { method: 'POST', body: '12' })).status).toBe(400);
    expect((await call('debugger', { method: 'POST', body: 'yes' })).status).toBe(400);
    expect(await (await call('theme')).text()).toBe('auto');
    expect(await (await call('theme', { method: 'POST', body: ' light\n' })).text()).toBe('light');
    expect((await call('theme', { method: 'POST', body: 'blue' })).status).toBe(400);
    const reopened = await AgentSettings.open(dataFolder);
    expect(reopened.get()).toMatchObject({
      debuggerEnabled: true,
      logDisplayEnabled: true,
      jvmFlags: '-XX:+UseG1GC',
      memory: 3072,
      theme: 'light',
    });
    expect(await (await call('memory', { method: 'POST', body: 'auto' })).text()).toBe('auto');
    await call('debugger', { method: 'POST', body: 'false' });
    expect(JSON.parse(await readFile(path.join(dataFolder, 'settings.json'), 'utf8'))).toMatchObject({
      memory: 'auto',
    });
  });

  it('reads, changes and opens the resource folder', async () => {
    expect(await (await call('resource-folder')).json()).toEqual({ path: path.join(dataFolder, 'clients') });
    expect((await call('resource-folder', { method: 'POST', body: 'relative/path' })).status).toBe(400);
    const folder = path.join(dataFolder, 'games');
    await call('resource-folder', { method: 'POST', body: folder });
    await call('resource-folder?openFolder=true');
    expect(opened).toContain(folder);
  });

  it('opens web links only', async () => {
    const post = (url: string) => call('open-link', { method: 'POST', body: JSON.stringify({ url }) });
    expect((await post('https://example.org/rules')).status).toBe(204);
    expect((await post('file:///etc/passwd')).status).toBe(400);
    expect(opened).toContain('https://example.org/rules');
  });

  it('installs on launch, pushes state and progress, and refuses a second launch', async () => {
    const watch = await watchAgentSocket(base, secret, siteOrigin);
    const launched = await call('launch', { method: 'POST', body: JSON.stringify({ uuid }) });
    expect(launched.status).toBe(202);
    const second = await call('launch', { method: 'POST', body: JSON.stringify({ uuid }) });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      error_message: 'Cannot launch more than one client at once',
    });
    await watch.launchOver;
    const progress = (await (await call('progress')).json()) as ProgressSnapshot;
    expect(progress).toEqual({ status: 'idle', progress: { current: 3, total: 3 }, launchedUuid: null });
    const states = watch.messages.flatMap((message) => (message.type === 'state' ? [message.status] : []));
    expect(watch.texts[0]).toBe('hello');
    expect(states).toEqual(['idle', 'verify', 'downloadFiles', 'startClient', 'idle']);
    // The fake client has no real main class, so Java (or its absence) fails and says why.
    expect(watch.messages.some((message) => message.type === 'error')).toBe(true);
    const clients = (await (await call('clients')).json()) as AgentClient[];
    expect(clients[0]?.installedVersion).toBe('1.0.0');
    expect((await call('cancel', { method: 'POST' })).status).toBe(200);
    watch.close();
  });

  it('answers 404 for unknown calls', async () => {
    expect((await call('nothing')).status).toBe(404);
  });
});
