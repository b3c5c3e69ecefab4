import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { openApiDocument, registerOpenApi } from '../../platform/openapi/openApiDocuments.js';
import {
  READS_ONLY_EXTENSION,
  SAME_WHEN_SIGNED_IN_EXTENSION,
  SHARED_EXTENSION,
  WRITES_OWN_DATA_EXTENSION,
} from '../../platform/openapi/sharedAnswers.js';
import { registerPublicCache } from './publicCache.js';

const shared = { config: { shared: true }, schema: {} };

/**
 * A stand-in api whose routes answer a counter, so each database read is visible. Only the routes
 * marked `config: { shared: true }` are shared; `/api/captcha/challenge` and `/api/cabinet` are not.
 */
async function appWithCounter(ttlMs = 2000, maxEntries?: number) {
  const app = Fastify();
  let clock = 0;
  let reads = 0;
  const clear = registerPublicCache(app, { ttlMs, now: () => clock, ...(maxEntries ? { maxEntries } : {}) });
  app.get('/api/main', shared, () => ({ reads: ++reads }));
  app.get('/api/user/top/global/:type', shared, () => ({ reads: ++reads }));
  app.get('/api/servers', { config: { shared: true, sameWhenSignedIn: true } }, () => ({ reads: ++reads }));
  app.get('/api/cabinet', () => ({ reads: ++reads }));
  app.get('/api/captcha/challenge', () => ({ reads: ++reads }));
  app.post('/api/document', () => ({ ok: true }));
  app.post('/api/user/auth/token', { config: { readsOnly: true } }, () => ({ ok: true }));
  app.post('/api/store/buy', { config: { writesOwnData: true } }, () => ({ ok: true }));
  app.post('/api-system/servers/report', () => ({ ok: true }));
  await app.ready();
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).json<{ reads: number }>().reads;
  return { app, get, clear, tick: (ms: number) => (clock += ms) };
}

describe('public answer cache', () => {
  it('answers anonymous reads from memory until the lifetime passes', async () => {
    const { get, tick } = await appWithCounter();
    expect(await get('/api/main')).toBe(1);
    expect(await get('/api/main')).toBe(1);
    tick(2001);
    expect(await get('/api/main')).toBe(2);
  });

  it('keeps languages and query strings apart, and never shares signed-in or private answers', async () => {
    const { get } = await appWithCounter();
    expect(await get('/api/main', { 'accept-language': 'ru' })).toBe(1);
    expect(await get('/api/main', { 'accept-language': 'en' })).toBe(2);
    expect(await get('/api/main?x=1', { 'accept-language': 'en' })).toBe(3);
    expect(await get('/api/main', { authorization: 'Bearer t' })).toBe(4);
    expect(await get('/api/main', { cookie: 'a=b' })).toBe(5);
    // A session passed on by the gateway; its empty headers (no session) still count as anonymous.
    expect(await get('/api/main', { 'access-id': '1', 'access-token': 't' })).toBe(6);
    expect(await get('/api/main', { 'accept-language': 'ru', 'access-id': '', 'access-token': '' })).toBe(1);
    expect(await get('/api/cabinet')).toBe(7);
    expect(await get('/api/cabinet')).toBe(8);
  });

  it('serves signed-in reads too where the answer is the same for everyone, keyed as anonymous ones', async () => {
    const { get } = await appWithCounter();
    expect(await get('/api/servers', { 'access-id': '1', 'access-token': 't' })).toBe(1);
    expect(await get('/api/servers')).toBe(1);
    expect(await get('/api/servers', { 'access-id': '2', 'access-token': 'u', cookie: 'a=b' })).toBe(1);
    expect(
      await get('/api/servers', { 'accept-language': 'en', 'access-id': '2', 'access-token': 'u' }),
    ).toBe(2);
    // Only shared for visitors: a signed-in read is its own.
    expect(await get('/api/main', { 'access-id': '1', 'access-token': 't' })).toBe(3);
    expect(await get('/api/main', { 'access-id': '1', 'access-token': 't' })).toBe(4);
  });

  it('keeps only routes marked shared, never a fresh captcha puzzle', async () => {
    const { get } = await appWithCounter();
    expect(await get('/api/captcha/challenge')).toBe(1);
    expect(await get('/api/captcha/challenge')).toBe(2);
    expect(await get('/api/main')).toBe(3);
    expect(await get('/api/main')).toBe(3);
  });

  it("forgets everything on a write through the api, a game server's report included", async () => {
    const { app, get } = await appWithCounter();
    expect(await get('/api/main')).toBe(1);
    await app.inject({ method: 'POST', url: '/api-system/servers/report' });
    expect(await get('/api/main')).toBe(2);
    await app.inject({ method: 'POST', url: '/api/document' });
    expect(await get('/api/main')).toBe(3);
  });

  it("ends an answer once the api's own clock moves past its lifetime, whatever the wall clock says", async () => {
    const app = Fastify();
    let appTime = 0;
    let reads = 0;
    registerPublicCache(app, { now: () => 0, appTime: () => appTime });
    app.get('/api/main', shared, () => ({ reads: ++reads }));
    await app.ready();
    const get = async () =>
      (await app.inject({ method: 'GET', url: '/api/main' })).json<{ reads: number }>().reads;
    expect(await get()).toBe(1);
    appTime += 1000;
    expect(await get()).toBe(1);
    appTime += 10 * 60_000;
    expect(await get()).toBe(2);
  });

  it('shares the tops (a path with parameters) like the fixed paths', async () => {
    const { get } = await appWithCounter();
    expect(await get('/api/user/top/global/likes?page=2')).toBe(1);
    expect(await get('/api/user/top/global/likes?page=2')).toBe(1);
    expect(await get('/api/user/top/global/coins?page=2')).toBe(2);
  });

  it('keeps a bounded number of answers, dropping the oldest first', async () => {
    const { get } = await appWithCounter(2000, 2);
    expect(await get('/api/main?page=1')).toBe(1);
    expect(await get('/api/main?page=2')).toBe(2);
    expect(await get('/api/main?page=3')).toBe(3);
    // page=1 was the oldest and went; page=3 and page=2 are still answered from memory.
    expect(await get('/api/main?page=3')).toBe(3);
    expect(await get('/api/main?page=2')).toBe(2);
    expect(await get('/api/main?page=1')).toBe(4);
  });
});

// A read by POST (the signed-in state) and a write of one player's own data (a purchase).
describe('a write that changes no shared answer (config.readsOnly, config.writesOwnData)', () => {
  it.each([
    ['readsOnly', '/api/user/auth/token'],
    ['writesOwnData', '/api/store/buy'],
  ])(
    'leaves the answers in memory and tells the site so (%s); any other write empties them',
    async (_, url) => {
      const { app, get } = await appWithCounter();
      expect(await get('/api/main')).toBe(1);
      const kept = await app.inject({ method: 'POST', url });
      expect(kept.statusCode).toBe(200);
      expect(kept.headers['x-lodestone-writes']).toBe('0');
      expect(await get('/api/main')).toBe(1);
      const other = await app.inject({ method: 'POST', url: '/api/document' });
      expect(other.headers).not.toHaveProperty('x-lodestone-writes');
      expect(await get('/api/main')).toBe(2);
      await app.close();
    },
  );
});

describe('the flags of writes in the OpenAPI document (what the gateway empties nothing for)', () => {
  it.each([
    ['readsOnly', READS_ONLY_EXTENSION],
    ['writesOwnData', WRITES_OWN_DATA_EXTENSION],
  ] as const)('marks the operations of config.%s, and refuses the flag on a GET', async (flag, extension) => {
    const app = Fastify();
    await registerOpenApi(app, 'test');
    app.post('/api/token', { config: { [flag]: true }, schema: { operationId: 'token' } }, () => ({}));
    app.post('/api/document', { schema: { operationId: 'saveDocument' } }, () => ({}));
    await app.ready();
    const { paths } = openApiDocument(app, 'website') as {
      paths: Record<string, { post: Record<string, unknown> }>;
    };
    expect(paths['/api/token']?.post[extension]).toBe(true);
    expect(paths['/api/document']?.post).not.toHaveProperty(extension);
    await app.close();
    const get = Fastify();
    await registerOpenApi(get, 'test');
    get.get('/api/x', { config: { [flag]: true }, schema: { operationId: 'x' } }, () => ({}));
    await get.ready();
    expect(() => openApiDocument(get, 'website')).toThrow(new RegExp(`config\\.${flag}`));
    await get.close();
  });
});

describe('the shared flag in the OpenAPI document (what the gateway shares)', () => {
  it('marks the operations of shared routes and no other', async () => {
    const app = Fastify();
    await registerOpenApi(app, 'test');
    app.get('/api/main', { config: { shared: true }, schema: { operationId: 'main' } }, () => ({}));
    app.get('/api/captcha/challenge', { schema: { operationId: 'captchaChallenge' } }, () => ({}));
    await app.ready();
    const { paths } = openApiDocument(app, 'website') as {
      paths: Record<string, { get: Record<string, unknown> }>;
    };
    expect(paths['/api/main']?.get[SHARED_EXTENSION]).toBe(true);
    expect(paths['/api/main']?.get).not.toHaveProperty(SAME_WHEN_SIGNED_IN_EXTENSION);
    expect(paths['/api/captcha/challenge']?.get).not.toHaveProperty(SHARED_EXTENSION);
    await app.close();
  });

  it('marks the routes whose answer is the same when signed in, and refuses that flag alone', async () => {
    const app = Fastify();
    await registerOpenApi(app, 'test');
    const config = { shared: true, sameWhenSignedIn: true };
    app.get('/api/servers', { config, schema: { operationId: 'servers' } }, () => ({}));
    await app.ready();
    const { paths } = openApiDocument(app, 'website') as {
      paths: Record<string, { get: Record<string, unknown> }>;
    };
    expect(paths['/api/servers']?.get[SHARED_EXTENSION]).toBe(true);
    expect(paths['/api/servers']?.get[SAME_WHEN_SIGNED_IN_EXTENSION]).toBe(true);
    await app.close();
    const alone = Fastify();
    await registerOpenApi(alone, 'test');
    alone.get('/api/x', { config: { sameWhenSignedIn: true }, schema: { operationId: 'x' } }, () => ({}));
    await alone.ready();
    expect(() => openApiDocument(alone, 'website')).toThrow(/config\.sameWhenSignedIn needs config\.shared/);
    await alone.close();
  });

  it('refuses the flag on a write or on a route behind a sign-in', async () => {
    for (const [method, config] of [
      ['POST', { shared: true }],
      ['GET', { shared: true, auth: 'required' }],
    ] as const) {
      const app = Fastify();
      await registerOpenApi(app, 'test');
      app.route({ method, url: '/api/x', config, schema: { operationId: 'x' }, handler: () => ({}) });
      await app.ready();
      expect(() => openApiDocument(app, 'website')).toThrow(/config\.shared/);
      await app.close();
    }
  });
});
