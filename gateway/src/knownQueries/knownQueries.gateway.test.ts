import { readFileSync } from 'node:fs';
import path from 'node:path';

import { Kind, parse, print, visit, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';

import { startFakeApi } from '../testing/fakeApi.js';
import { gatewayForTests } from '../testing/gatewayForTests.js';

// The built gateway over a stand-in api: a query Mesh has answered once is answered by the gateway itself
// (knownQueries.ts) with the same bytes, and the api sees the same request.
const cabinet = {
  data: { id: 1, login: 'steve', avatarOrSkin: null },
  permissions: {},
  preferredServer: null,
  coins: 120,
  balance: 250,
  managers: { ban: { isBanned: false, unbanPrice: 0 } },
  region: { region: 'russia', fixed: false },
  email: 'steve@example.com',
  emailVerified: true,
  hasPassword: true,
  groups: ['player'],
  createdAt: '2026-11-27T12:53:16.043Z',
};
const rcon = { slug: 'rcon', name: 'RCON' };
const storeRoles = {
  server: rcon,
  servers: [rcon, { slug: 'query', name: 'Query' }],
  discountPercent: 0,
  holdsRole: false,
  roles: [
    {
      id: 3,
      slug: 'vip',
      name: 'VIP',
      description: 'Flight',
      prices: [{ period: 'month', days: 31, listKopecks: 19900, kopecks: 19900 }],
      discountPercent: 0,
      bestChoice: true,
      features: ['fly'],
      abilities: [{ command: '/fly', description: 'Fly' }],
      kits: [{ id: 1, name: 'Start', items: ['bread x16'], claimIntervalHours: 24 }],
      heldUntil: null,
      heldForever: false,
    },
  ],
};
const routes: Record<string, { status: number; body: unknown }> = {
  '/api/cabinet': { status: 200, body: cabinet },
  '/api/store/roles': { status: 200, body: storeRoles },
  '/api/user/history/money': { status: 200, body: { entries: [], payments: [], page: 2, hasMore: false } },
  '/api/user/history': { status: 200, body: { entries: [], page: 1, hasMore: false } },
  '/api/user/profile/Steve_2': {
    status: 200,
    body: { nickname: 'Steve_2', hasAccount: true, lastOnlineHidden: false, likes: 3, likedByMe: false },
  },
  '/api/user/auth/token': { status: 200, body: cabinet },
};
const fakeApi = await startFakeApi(routes);
const gateway = gatewayForTests(fakeApi);

const signedIn = {
  'access-id': '17',
  'access-token': 'secret-token',
  'accept-language': 'ru',
  'x-forwarded-for': '203.0.113.7',
  'user-agent': 'Mozilla/5.0 (e2e)',
  'x-request-id': 'site-request-0002',
};

async function post(query: string, variables?: Record<string, unknown>) {
  const response = await fetch(gateway().url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedIn },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    requestId: response.headers.get('x-request-id'),
    writes: response.headers.get('x-lodestone-writes'),
    text: await response.text(),
  };
}

/** What the api saw, without the one header Mesh's fetch adds on its own (it asks for compression). */
function sentUpstream(index: number) {
  const request = fakeApi.requests[index];
  const { 'accept-encoding': _encoding, ...headers } = request?.headers ?? {};
  return { method: request?.method, url: request?.url, headers, body: request?.body };
}

/**
 * The site's own question as Apollo Client sends it: its .graphql files (fragment included) with the
 * `__typename` Apollo adds to every selection but the operation's own.
 */
function asApolloSends(...files: string[]): string {
  const text = files.map((file) => readFileSync(path.join(SITE_FEATURES, file), 'utf8')).join('\n');
  const typename: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  return print(
    visit(parse(text), {
      SelectionSet: {
        leave: (node, _key, parent) =>
          parent !== undefined && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION
            ? node
            : { ...node, selections: [...node.selections, typename] },
      },
    }),
  );
}

const SITE_FEATURES = path.join(import.meta.dirname, '../../../web/app/features');
// The signed-in state, with its fragment and its enum (the region).
const REFRESH_AUTH = asApolloSends(
  'accounts/graphql/RefreshAuth.graphql',
  'accounts/graphql/AuthStateFields.graphql',
);
// The store's catalogue: a variable that goes to the query string.
const STORE_ROLES = asApolloSends('store/graphql/StoreRoles.graphql');

describe('a known query', () => {
  it('answers with the bytes Mesh gave and sends the api what Mesh sent', async () => {
    fakeApi.requests.length = 0;
    const query = 'query CabinetAccount { cabinet { email emailVerified hasPassword groups createdAt } }';
    const byMesh = await post(query);
    const known = await post(query);
    expect(JSON.parse(byMesh.text)).toEqual({
      data: {
        cabinet: {
          email: 'steve@example.com',
          emailVerified: true,
          hasPassword: true,
          groups: ['player'],
          createdAt: '2026-11-27T12:53:16.043Z',
        },
      },
    });
    expect(known).toEqual(byMesh);
    expect(known.requestId).toBe('site-request-0002');
    expect(fakeApi.requests).toHaveLength(2);
    // Mesh's fetch asks for compression; the gateway's own request does not, so this one skipped Mesh.
    expect(fakeApi.requests[0]?.headers['accept-encoding']).toBeDefined();
    expect(fakeApi.requests[1]?.headers['accept-encoding']).toBeUndefined();
    expect(sentUpstream(1)).toEqual(sentUpstream(0));
  });

  /**
   * Learns `query`, then changes the api's cabinet answer and returns what the known query gets beside
   * what Mesh answers for a body it has not seen (`unseen`, the same query spelled differently).
   */
  async function afterTheAnswerChanges(
    query: string,
    unseen: string,
    answer: { status: number; body: unknown },
  ) {
    await post(query);
    routes['/api/cabinet'] = answer;
    try {
      const byMesh = await post(unseen);
      fakeApi.requests.length = 0;
      const known = await post(query);
      return { byMesh, known, apiRequests: fakeApi.requests.length };
    } finally {
      routes['/api/cabinet'] = { status: 200, body: cabinet };
    }
  }

  it('leaves an error answer to Mesh without asking the api twice', async () => {
    const { byMesh, known, apiRequests } = await afterTheAnswerChanges(
      '{ cabinet { email coins } }',
      '{ cabinet { email  coins } }',
      {
        status: 401,
        body: { error_code: 7, error_message: 'Unauthorized', details: { description: 'Sign in again' } },
      },
    );
    expect(apiRequests).toBe(1);
    expect(known).toEqual(byMesh);
    expect(JSON.parse(known.text)).toMatchObject({
      errors: [{ message: 'Sign in again', extensions: { status: 401, error_code: 7 } }],
    });
  });

  it('leaves an answer the projection would change to Mesh (a null where the schema says non-null)', async () => {
    const { byMesh, known, apiRequests } = await afterTheAnswerChanges(
      '{ cabinet { email hasPassword } }',
      '{ cabinet { email  hasPassword } }',
      { status: 200, body: { ...cabinet, hasPassword: null } },
    );
    expect(apiRequests).toBe(1);
    expect(known).toEqual(byMesh);
    expect(JSON.parse(known.text)).toHaveProperty('errors');
  });

  it('answers the signed-in state (a reads-only mutation) with the bytes Mesh gave, by the same POST', async () => {
    fakeApi.requests.length = 0;
    const byMesh = await post(REFRESH_AUTH);
    const known = await post(REFRESH_AUTH);
    expect(JSON.parse(byMesh.text)).toMatchObject({
      data: { refreshAuth: { coins: 120, balance: 250, region: { region: 'russia', fixed: false } } },
    });
    expect(known).toEqual(byMesh);
    expect(known.writes).toBe('0');
    expect(fakeApi.requests).toHaveLength(2);
    expect(fakeApi.requests[1]?.headers['accept-encoding']).toBeUndefined();
    expect(sentUpstream(1)).toEqual(sentUpstream(0));
    expect(sentUpstream(1)).toMatchObject({ method: 'POST', body: '' });
  });

  it('leaves an ended session to Mesh and posts the signed-in state once', async () => {
    await post(REFRESH_AUTH);
    routes['/api/user/auth/token'] = {
      status: 401,
      body: { error_code: 7, error_message: 'Unauthorized', details: { description: 'Sign in again' } },
    };
    try {
      const byMesh = await post(REFRESH_AUTH.replace('coins', 'coins '));
      fakeApi.requests.length = 0;
      const known = await post(REFRESH_AUTH);
      expect(fakeApi.requests).toHaveLength(1);
      expect(known).toEqual(byMesh);
      expect(JSON.parse(known.text)).toMatchObject({ errors: [{ extensions: { status: 401 } }] });
    } finally {
      routes['/api/user/auth/token'] = { status: 200, body: cabinet };
    }
  });

  it.each([
    ['a variable', { server: 'rcon' }, '/api/store/roles?server=rcon'],
    ['a variable left out', {}, '/api/store/roles'],
  ])(
    'answers a query with %s as Mesh did, asking the api the same query string',
    async (_what, variables, url) => {
      fakeApi.requests.length = 0;
      const byMesh = await post(STORE_ROLES, variables);
      const known = await post(STORE_ROLES, variables);
      expect(JSON.parse(byMesh.text)).toMatchObject({ data: { storeRoles: { roles: [{ slug: 'vip' }] } } });
      expect(known).toEqual(byMesh);
      expect(fakeApi.requests).toHaveLength(2);
      expect(fakeApi.requests[0]?.url).toBe(url);
      expect(fakeApi.requests[1]?.headers['accept-encoding']).toBeUndefined();
      expect(sentUpstream(1)).toEqual(sentUpstream(0));
    },
  );

  it('leaves a value the query string would encode to Mesh, every time', async () => {
    fakeApi.requests.length = 0;
    const first = await post(STORE_ROLES, { server: 'сервер 1' });
    const second = await post(STORE_ROLES, { server: 'сервер 1' });
    expect(second).toEqual(first);
    expect(fakeApi.requests.map((request) => request.url)).toEqual([
      '/api/store/roles?server=%D1%81%D0%B5%D1%80%D0%B2%D0%B5%D1%80%201',
      '/api/store/roles?server=%D1%81%D0%B5%D1%80%D0%B2%D0%B5%D1%80%201',
    ]);
    expect(fakeApi.requests.every((request) => request.headers['accept-encoding'] !== undefined)).toBe(true);
  });

  it('answers a query with a path argument as Mesh did, asking the api the same path', async () => {
    fakeApi.requests.length = 0;
    const query =
      'query Profile($nick: PlayerProfileNick!) { playerProfile(nick: $nick) { nickname hasAccount likes likedByMe } }';
    const byMesh = await post(query, { nick: 'Steve_2' });
    const known = await post(query, { nick: 'Steve_2' });
    expect(JSON.parse(byMesh.text)).toEqual({
      data: { playerProfile: { nickname: 'Steve_2', hasAccount: true, likes: 3, likedByMe: false } },
    });
    expect(known).toEqual(byMesh);
    expect(fakeApi.requests.map((request) => request.url)).toEqual([
      '/api/user/profile/Steve_2',
      '/api/user/profile/Steve_2',
    ]);
    expect(fakeApi.requests[1]?.headers['accept-encoding']).toBeUndefined();
    expect(sentUpstream(1)).toEqual(sentUpstream(0));
  });

  it('answers enum arguments the boundary leaves as they are, as Mesh did', async () => {
    fakeApi.requests.length = 0;
    const query =
      'query Money($kind: MoneyHistoryKind, $currency: MoneyHistoryCurrency) { moneyHistory(page: 2, kind: $kind, currency: $currency) { page hasMore } }';
    const byMesh = await post(query, { kind: 'purchase', currency: 'RUB' });
    const known = await post(query, { kind: 'purchase', currency: 'RUB' });
    expect(JSON.parse(byMesh.text)).toEqual({ data: { moneyHistory: { page: 2, hasMore: false } } });
    expect(known).toEqual(byMesh);
    expect(fakeApi.requests[0]?.url).toBe('/api/user/history/money?page=2&kind=purchase&currency=RUB');
    expect(fakeApi.requests[1]?.headers['accept-encoding']).toBeUndefined();
    expect(sentUpstream(1)).toEqual(sentUpstream(0));
  });

  it('leaves an enum value the boundary renames to Mesh, every time', async () => {
    fakeApi.requests.length = 0;
    // The account's history of its second factor: served as `twoFactor`, the api's `2fa`.
    const query = '{ accountHistory(target: twoFactor) { page hasMore } }';
    const first = await post(query);
    const second = await post(query);
    expect(JSON.parse(first.text)).toEqual({ data: { accountHistory: { page: 1, hasMore: false } } });
    expect(second).toEqual(first);
    expect(fakeApi.requests.map((request) => request.url)).toEqual([
      '/api/user/history?target=2fa',
      '/api/user/history?target=2fa',
    ]);
    expect(fakeApi.requests.every((request) => request.headers['accept-encoding'] !== undefined)).toBe(true);
  });
});
