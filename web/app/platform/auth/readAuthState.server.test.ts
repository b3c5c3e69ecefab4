// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

let gateway = '';
vi.mock('../env.server', () => ({ gatewayUrl: () => gateway }));

const { readAuthState } = await import('./readAuthState.server');

/** What the stand-in gateway answers next, and what it was asked. */
let answer: { status: number; body: string } = { status: 200, body: '{}' };
let asked: { headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      asked.push({ headers: request.headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/graphql-response+json' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(
  () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    ),
);
beforeEach(() => {
  asked = [];
});

function signedInPage() {
  return new Request('http://site.test/ru', {
    headers: { cookie: 'access_id=abc; access_token=secret', 'x-forwarded-for': '203.0.113.9' },
  });
}

const AUTH_STATE = {
  data: { id: 7, login: 'steve', avatarOrSkin: null },
  permissions: { store: { buy: true } },
  preferredServer: null,
  coins: 12,
  balance: 3400,
  managers: { ban: { isBanned: false, unbanPrice: null } },
  region: { region: 'ru', fixed: false },
};

describe('readAuthState', () => {
  it('asks the gateway with the visitor’s credentials and reads the signed-in state', async () => {
    answer = { status: 200, body: JSON.stringify({ data: { refreshAuth: AUTH_STATE } }) };
    const state = await readAuthState(signedInPage(), 'en');
    expect(state.kind).toBe('signed-in');
    expect(state.kind === 'signed-in' && state.account.login).toBe('steve');
    const [call] = asked;
    expect(call?.headers['access-id']).toBe('abc');
    expect(call?.headers['access-token']).toBe('secret');
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(call?.headers['accept-language']).toBe('en');
    const body = JSON.parse(call?.body ?? '{}') as { operationName?: string; query?: string };
    expect(body.operationName).toBe('RefreshAuth');
    expect(body.query).toContain('fragment AuthStateFields on AuthResponse');
  });

  it('ends the session on a 401 from the api, as a GraphQL error or as the transport’s status', async () => {
    answer = {
      status: 200,
      body: JSON.stringify({ data: null, errors: [{ message: 'no', extensions: { status: 401 } }] }),
    };
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'expired' });
    answer = { status: 401, body: 'Unauthorized' };
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'expired' });
  });

  it('keeps the session when the api could not say (a 5xx, another error, no answer at all)', async () => {
    answer = { status: 502, body: 'Bad gateway' };
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'unknown' });
    answer = { status: 200, body: JSON.stringify({ errors: [{ message: 'boom' }] }) };
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'unknown' });
    answer = { status: 200, body: JSON.stringify({ data: null, errors: [{ extensions: { status: 429 } }] }) };
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'unknown' });
    const reachable = gateway;
    gateway = 'http://127.0.0.1:9/graphql';
    try {
      expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'unknown' });
    } finally {
      gateway = reachable;
    }
  });
});
