// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { startStandInGateway, type StandInGateway } from '../../testing/standInGateway';

let gatewayUrl = '';
vi.mock('../env.server', () => ({ gatewayUrl: () => gatewayUrl }));

const { readAuthState } = await import('./readAuthState.server');

let gateway: StandInGateway;
beforeAll(async () => {
  gateway = await startStandInGateway(0);
  gatewayUrl = gateway.url;
});
afterAll(() => gateway.close());

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
    gateway.answerWith({ status: 200, body: { data: { refreshAuth: AUTH_STATE } } });
    const state = await readAuthState(signedInPage(), 'en');
    expect(state.kind).toBe('signed-in');
    expect(state.kind === 'signed-in' && state.account.login).toBe('steve');
    const [call] = gateway.asked;
    expect(call?.headers['access-id']).toBe('abc');
    expect(call?.headers['access-token']).toBe('secret');
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(call?.headers['accept-language']).toBe('en');
    expect(call?.body.operationName).toBe('RefreshAuth');
    expect(call?.body.query).toContain('fragment AuthStateFields on AuthResponse');
  });

  it('ends the session on a 401 from the api, as a GraphQL error or as the transport’s status', async () => {
    gateway.answerWith({
      status: 200,
      body: { data: null, errors: [{ message: 'no', extensions: { status: 401 } }] },
    });
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'expired' });
    gateway.answerWith({ status: 401, body: 'Unauthorized' });
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'expired' });
  });

  it('keeps the session when the api could not say (a 5xx, another error, no answer at all)', async () => {
    gateway.answerWith({ status: 502, body: 'Bad gateway' });
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'unknown' });
    gateway.answerWith({ status: 200, body: { errors: [{ message: 'boom' }] } });
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'unknown' });
    gateway.answerWith({ status: 200, body: { data: null, errors: [{ extensions: { status: 429 } }] } });
    expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'unknown' });
    gatewayUrl = 'http://127.0.0.1:9/graphql';
    try {
      expect(await readAuthState(signedInPage(), 'ru')).toEqual({ kind: 'unknown' });
    } finally {
      gatewayUrl = gateway.url;
    }
  });
});
