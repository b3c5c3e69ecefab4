import { describe, expect, it } from 'vitest';

import { AGENT_CALLS, type AgentCallName } from './agentContract.js';
import { AgentRefusal } from './agentRefusal.js';
import { routeAgentRequest, type RouteContext } from './agentRoutes.js';

// Settings and session that answer every call: the walk below only asks whether the router knows it.
const settings = {
  get: () => ({
    storage: { 'auth.access_id': '1' },
    debuggerEnabled: false,
    jvmFlags: '',
    logDisplayEnabled: false,
    memory: 'auto',
    theme: 'auto',
  }),
  update: () => Promise.resolve(),
};
const snapshot = { status: 'idle', progress: { current: 0, total: 0 }, launchedUuid: null };
const session = {
  snapshot: () => snapshot,
  launch: () => undefined,
  cancel: () => undefined,
  current: Promise.resolve(),
  resourceFolder: () => '/tmp/lodestone',
  clientFolder: () => '/tmp/lodestone/client',
};
const context = {
  settings,
  session,
  // Nothing listens there: calls that reach the api fail, which is not "no such call".
  apiUrl: 'http://127.0.0.1:9',
  version: 'test',
  openExternal: () => Promise.resolve(),
} as unknown as RouteContext;

const ITEMS: Partial<Record<AgentCallName, string>> = {
  clientPicture: 'some-uuid/icon',
  storageGet: 'auth.access_id',
  storageSet: 'auth.access_id',
  storageDelete: 'auth.access_id',
};
const BODIES: Partial<Record<AgentCallName, string>> = {
  launch: '{"uuid":"x"}',
  setDebugger: 'true',
  setLogDisplay: 'false',
  setMemory: 'auto',
  setTheme: 'dark',
  setResourceFolder: '/tmp/lodestone',
  storageSet: 'value',
  openLink: '{"url":"https://example.org/"}',
};

describe('the agent contract', () => {
  it.each(Object.keys(AGENT_CALLS) as AgentCallName[])('the agent answers %s', async (name) => {
    const { method, path } = AGENT_CALLS[name];
    const item = ITEMS[name];
    const url = new URL(`http://127.0.0.1/${path}${item ? `/${item}` : ''}`);
    const answer = await routeAgentRequest(context, { method, url, body: BODIES[name] ?? '' }).catch(
      (error: unknown) => error,
    );
    // Any answer or failure but the router's own "no such call".
    expect(
      answer instanceof AgentRefusal && answer.code === 'NOT_FOUND' && answer.message === 'No such call',
    ).toBe(false);
  });
});
