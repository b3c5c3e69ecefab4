import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SystemData, SystemStates } from './agentContract.js';
import { createAgentServer } from './createAgentServer.js';

const siteOrigin = 'http://localhost:3000';
const server = createAgentServer({ version: '9.9.9', siteOrigin });
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    ),
);

describe('launcher agent', () => {
  it('reports the real machine in system-data', async () => {
    const response = await fetch(`${base}/system-data`, { headers: { origin: siteOrigin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    const data = (await response.json()) as SystemData;
    expect(data.agentVersion).toBe('9.9.9');
    expect(data.cpu.cores).toBeGreaterThan(0);
    expect(data.memory.totalMegabytes).toBeGreaterThan(data.memory.freeMegabytes);
  });

  it('answers system-states with the defaults', async () => {
    const response = await fetch(`${base}/system-states`);
    expect((await response.json()) as SystemStates).toEqual({
      debuggerEnabled: false,
      jvmFlags: '',
      logDisplayEnabled: false,
    });
  });

  it('refuses any other web page', async () => {
    const response = await fetch(`${base}/system-data`, { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
  });
});
