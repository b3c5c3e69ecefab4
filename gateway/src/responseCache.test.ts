import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_JSON_BODY_BYTES, WRITES_HEADER } from './cachedHandler.js';
import path from 'node:path';

import { ResponseCache, operationKind as kindOf } from './responseCache.js';
import {
  READS_ONLY_EXTENSION,
  SHARED_EXTENSION,
  meshSourceDocuments,
  readsOnlyRootFields,
  SAME_WHEN_SIGNED_IN_EXTENSION,
  sameWhenSignedInRootFields,
  sharedRootFields,
  WRITES_OWN_DATA_EXTENSION,
  writesOwnDataRootFields,
} from './sharedRootFields.js';
import { startFakeApi } from './testing/fakeApi.js';
import { startGateway } from './testing/startGateway.js';

const servers = { status: 200, body: { items: [], totalOnline: 1 } };
const friends = { status: 200, body: { nickname: 'alex', relation: 'none', friends: [] as unknown[] } };
const fakeApi = await startFakeApi({
  '/api/servers': servers,
  '/api/user/profile/friends/alex': friends,
  '/api/document/like': { status: 200, body: { id: 5, likes: 1, liked: true } },
  '/api/user/auth/token': { status: 200, body: { coins: 3 } },
  '/api/store/buy': { status: 200, body: { purchaseId: 9 } },
  '/api/document': { status: 404, body: { error_code: 3, error_message: 'Not found', details: {} } },
  '/api/captcha/challenge': {
    status: 200,
    body: { provider: 'pow', siteKey: null, challenge: 'c1', difficulty: 4 },
  },
});
/** What the gateway shares: derived, as it is at start, from the api's OpenAPI documents. */
const sharedFields = sharedRootFields(meshSourceDocuments(path.join(import.meta.dirname, '..')));
const readsOnlyFields = readsOnlyRootFields(meshSourceDocuments(path.join(import.meta.dirname, '..')));
const sameFields = sameWhenSignedInRootFields(meshSourceDocuments(path.join(import.meta.dirname, '..')));
const ownFields = writesOwnDataRootFields(meshSourceDocuments(path.join(import.meta.dirname, '..')));
let gateway: Awaited<ReturnType<typeof startGateway>>;

const ONLINE = '{ servers { totalOnline } }';
const upstreamCalls = (path: string) => fakeApi.requests.filter((r) => r.url.startsWith(path)).length;
const online = async (headers: Record<string, string> = {}) =>
  ((await gateway.query(ONLINE, headers)).data?.servers as { totalOnline: number } | undefined)?.totalOnline;

/** A signed-in POST of `query`, answered with the gateway's headers. */
const post = (query: string) =>
  fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-id': '1', 'access-token': 'x' },
    body: JSON.stringify({ query }),
  });

/** The same query twice: each answer's errors, and how many of the two reached the api at `path`. */
async function askTwice(query: string, path: string) {
  const before = upstreamCalls(path);
  const answers = [await gateway.query(query), await gateway.query(query)];
  return { errors: answers.map((answer) => answer.errors), upstream: upstreamCalls(path) - before };
}

beforeAll(async () => {
  // A long lifetime, so only writes (not the clock) decide what is served in these tests.
  gateway = await startGateway(fakeApi.url, { GATEWAY_CACHE_MS: '60000' });
});
afterAll(async () => {
  await gateway.close();
  await fakeApi.close();
});

describe('the memory of anonymous answers', () => {
  it('answers a repeated anonymous query from memory, and asks again after any mutation', async () => {
    servers.body.totalOnline = 1;
    expect(await online()).toBe(1);
    const calls = upstreamCalls('/api/servers');
    servers.body.totalOnline = 2;
    expect(await online()).toBe(1);
    expect(upstreamCalls('/api/servers')).toBe(calls);
    const liked = await gateway.query('mutation { likeDocument(input: { id: 5 }) { likes } }');
    expect(liked.errors).toBeUndefined();
    expect(await online()).toBe(2);
    expect(upstreamCalls('/api/servers')).toBe(calls + 1);
  });

  it('keeps them through the signed-in state a page asks after each navigation, and says which answers wrote', async () => {
    servers.body.totalOnline = 7;
    await gateway.query('mutation { likeDocument(input: { id: 5 }) { likes } }');
    expect(await online()).toBe(7);
    const calls = upstreamCalls('/api/servers');
    servers.body.totalOnline = 8;
    const refreshed = await post('mutation { refreshAuth { coins } }');
    expect(upstreamCalls('/api/user/auth/token')).toBeGreaterThan(0);
    expect(refreshed.headers.get(WRITES_HEADER)).toBe('0');
    expect(await online()).toBe(7);
    expect(upstreamCalls('/api/servers')).toBe(calls);
    const liked = await post('mutation { likeDocument(input: { id: 5 }) { likes } }');
    expect(liked.headers.get(WRITES_HEADER)).toBe('1');
    expect((await post(ONLINE)).headers.get(WRITES_HEADER)).toBe('0');
    expect(await online()).toBe(8);
  });

  it("keeps them through a write of a player's own data (a purchase), and says so", async () => {
    servers.body.totalOnline = 11;
    await gateway.query('mutation { likeDocument(input: { id: 5 }) { likes } }');
    expect(await online()).toBe(11);
    servers.body.totalOnline = 12;
    const buy = 'buyRole(input: { roleId: 1, period: month, mode: extend }) { purchaseId }';
    const bought = await post(`mutation { ${buy} }`);
    expect(upstreamCalls('/api/store/buy')).toBe(1);
    expect(bought.headers.get(WRITES_HEADER)).toBe('0');
    expect(await online()).toBe(11);
    // Beside any other write, it is a write like any other.
    const both = await post(`mutation { ${buy} likeDocument(input: { id: 5 }) { likes } }`);
    expect(both.headers.get(WRITES_HEADER)).toBe('1');
    expect(await online()).toBe(12);
  });

  it('keeps answers per language', async () => {
    servers.body.totalOnline = 3;
    await gateway.query('mutation { likeDocument(input: { id: 5 }) { likes } }');
    expect(await online({ 'accept-language': 'en' })).toBe(3);
    servers.body.totalOnline = 4;
    expect(await online({ 'accept-language': 'ru' })).toBe(4);
    expect(await online({ 'accept-language': 'en' })).toBe(3);
  });

  it('never keeps or serves a signed-in answer where it may depend on who asks', async () => {
    // A player's friends: shared between visitors, but the viewer's own relation when signed in.
    const FRIENDS = '{ playerFriends(nick: "alex") { nickname friends { nickname } } }';
    const count = async (headers: Record<string, string> = {}) => {
      const answer = await gateway.query(FRIENDS, headers);
      expect(answer.errors).toBeUndefined();
      return (answer.data?.playerFriends as { friends: unknown[] }).friends.length;
    };
    await gateway.query('mutation { likeDocument(input: { id: 5 }) { likes } }');
    friends.body.friends = [];
    const signedIn = { 'access-id': '1', 'access-token': 'secret' };
    const calls = upstreamCalls('/api/user/profile/friends/');
    expect(await count(signedIn)).toBe(0);
    expect(await count(signedIn)).toBe(0);
    expect(await count({ cookie: 'access_token=x' })).toBe(0);
    friends.body.friends = [{ nickname: 'steve', online: false }];
    // The signed-in answers above were not stored for anonymous visitors, and a stored anonymous one
    // is not given to a signed-in visitor.
    expect(await count()).toBe(1);
    friends.body.friends = [];
    expect(await count(signedIn)).toBe(0);
    expect(upstreamCalls('/api/user/profile/friends/')).toBe(calls + 5);
  });

  it('shares a query of fields the api marks the same when signed in, whoever asks', async () => {
    await gateway.query('mutation { likeDocument(input: { id: 5 }) { likes } }');
    servers.body.totalOnline = 11;
    const calls = upstreamCalls('/api/servers');
    expect(await online({ 'access-id': '1', 'access-token': 'secret' })).toBe(11);
    servers.body.totalOnline = 12;
    expect(await online()).toBe(11);
    expect(await online({ 'access-id': '2', 'access-token': 'other' })).toBe(11);
    expect(upstreamCalls('/api/servers')).toBe(calls + 1);
    // A query that adds a field depending on who asks is not shared with anyone.
    const mixed = '{ servers { totalOnline } playerFriends(nick: "alex") { nickname } }';
    expect(kindOf(JSON.stringify({ query: mixed }), sharedFields, readsOnlyFields, sameFields)).toBe(
      'shared-query',
    );
  });

  it('never shares a root field the api does not mark shared: a fresh captcha puzzle each time', async () => {
    const asked = await askTwice('{ captchaChallenge { challenge } }', '/api/captcha/challenge');
    expect(asked.errors).toEqual([undefined, undefined]);
    expect(asked.upstream).toBe(2);
  });

  it('never keeps an answer with errors', async () => {
    const asked = await askTwice('{ document(slug: "x") { title } }', '/api/document?');
    expect(asked.errors.every((errors) => errors !== undefined)).toBe(true);
    expect(asked.upstream).toBe(2);
  });

  it('refuses a JSON body past the cap with 413 instead of holding it, and still answers after', async () => {
    const padding = 'x'.repeat(MAX_JSON_BODY_BYTES);
    const response = await fetch(gateway.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ONLINE, variables: { padding } }),
    });
    expect(response.status).toBe(413);
    expect(await online()).toBeTypeOf('number');
  });
});

describe('ResponseCache', () => {
  const answer = { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('{}') };

  it('forgets an answer after its lifetime, and one begun before a clear', () => {
    let clock = 0;
    const cache = new ResponseCache({ ttlMs: 2000, now: () => clock, sharedFields });
    cache.write('a', cache.begin(), answer);
    clock = 2000;
    expect(cache.read('a')).toBeDefined();
    clock = 2001;
    expect(cache.read('a')).toBeUndefined();
    const started = cache.begin();
    cache.clear();
    cache.write('a', started, answer);
    expect(cache.read('a')).toBeUndefined();
  });

  it('tells queries from everything that may write', () => {
    const operationKind = (body: string) => kindOf(body, sharedFields);
    expect(operationKind(JSON.stringify({ query: '{ main { totalOnline } }' }))).toBe('shared-query');
    // A fresh captcha puzzle each time: a query, never shared (the CI's parallel registrations got one
    // puzzle twice and the second was refused).
    expect(operationKind(JSON.stringify({ query: '{ captchaChallenge { challenge } }' }))).toBe('query');
    expect(
      operationKind(JSON.stringify({ query: '{ main { totalOnline } captchaChallenge { challenge } }' })),
    ).toBe('query');
    expect(operationKind(JSON.stringify({ query: 'mutation { a }' }))).toBe('other');
    expect(
      operationKind(JSON.stringify({ query: 'query A { a } mutation B { b }', operationName: 'B' })),
    ).toBe('other');
    expect(operationKind(JSON.stringify([{ query: '{ a }' }]))).toBe('other');
    expect(operationKind('{ not json')).toBe('other');
    // The signed-in state is a mutation that writes nothing shared: a read, never kept.
    const withReadsOnly = (body: string) => kindOf(body, sharedFields, readsOnlyFields);
    expect(withReadsOnly(JSON.stringify({ query: 'mutation { refreshAuth { coins } }' }))).toBe('query');
    expect(
      withReadsOnly(
        JSON.stringify({ query: 'mutation { refreshAuth { coins } likeDocument(id: 1) { likes } }' }),
      ),
    ).toBe('other');
    // A purchase writes the buyer's own data: it empties nothing, alone or with the signed-in state.
    const withOwn = (query: string) =>
      kindOf(JSON.stringify({ query }), sharedFields, readsOnlyFields, sameFields, ownFields);
    expect(withOwn('mutation { buyRole(input: {}) { mode } }')).toBe('own-write');
    expect(withOwn('mutation { buyRole(input: {}) { mode } refreshAuth { coins } }')).toBe('own-write');
    expect(withOwn('mutation { refreshAuth { coins } }')).toBe('query');
    expect(withOwn('mutation { buyRole(input: {}) { mode } likeDocument(id: 1) { likes } }')).toBe('other');
    expect(withOwn('mutation { ...F } fragment F on Mutation { buyRole(input: {}) { mode } }')).toBe('other');
  });
});

describe('shared root fields', () => {
  it("are the operations the api's OpenAPI documents mark shared, and only those", () => {
    for (const field of ['__typename', 'main', 'servers', 'documents', 'topGlobal', 'playerProfile'])
      expect(sharedFields).toContain(field);
    // Fresh each time, or behind a sign-in: never marked, never shared.
    for (const field of ['captchaChallenge', 'siteThemes', 'cabinet'])
      expect(sharedFields).not.toContain(field);
  });

  it('follow the extension on each operation', () => {
    const document = {
      paths: {
        '/api/a': { get: { operationId: 'a', [SHARED_EXTENSION]: true } },
        '/api/b': { get: { operationId: 'b' } },
      },
    };
    expect([...sharedRootFields([document])].sort()).toEqual(['__typename', 'a']);
    const write = { paths: { '/api/c': { post: { operationId: 'c', [SHARED_EXTENSION]: true } } } };
    expect(() => sharedRootFields([write])).toThrow(/must be a GET/);
  });

  it("name the writes of a player's own data: signing in, buying, paying, coins to the game", () => {
    expect([...ownFields].sort()).toEqual(['buyRole', 'createPayment', 'login', 'transferCoins']);
    const get = { paths: { '/api/f': { get: { operationId: 'f', [WRITES_OWN_DATA_EXTENSION]: true } } } };
    expect(() => writesOwnDataRootFields([get])).toThrow(/must be a POST/);
  });

  it('name the fields the same when signed in: the home data and the servers, never a viewer-dependent one', () => {
    for (const field of ['main', 'servers', 'documents', 'topGlobal']) expect(sameFields).toContain(field);
    for (const field of ['playerProfile', 'playerFriends', 'storeRoles', 'document', 'cabinet'])
      expect(sameFields).not.toContain(field);
    const unshared = {
      paths: { '/api/e': { get: { operationId: 'e', [SAME_WHEN_SIGNED_IN_EXTENSION]: true } } },
    };
    expect(() => sameWhenSignedInRootFields([unshared])).toThrow(/not shared/);
  });

  it('name the reads-only mutations: the signed-in state, and no other write', () => {
    expect([...readsOnlyFields]).toEqual(['refreshAuth']);
    const read = { paths: { '/api/d': { get: { operationId: 'd', [READS_ONLY_EXTENSION]: true } } } };
    expect(() => readsOnlyRootFields([read])).toThrow(/must be a POST/);
  });
});
