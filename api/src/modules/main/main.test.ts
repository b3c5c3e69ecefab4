import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import type { MainPage } from './main.schemas.js';

describe('GET /api/main with demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gathers servers, counts, links and the six newest news', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/main',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<MainPage>();
    expect(body.servers.map((server) => server.slug)).toEqual([
      'techno-magic-rpg',
      'hitech',
      'techno-magic-sky',
      'magic-rpg',
    ]);
    expect(body.totalOnline).toBe(body.servers.reduce((sum, server) => sum + server.online, 0));
    expect(body.news).toHaveLength(6);
    expect(body.news[0]?.slug).toBe('launcher-2-0');
    expect(body.news[0]?.locale).toBe('en');
    expect(body.counts.telegram).toBe(5991);
    expect(body.links.telegram).toBe('https://t.me/lodestone_network');
  });

  it('answers a player, an owner and an ended session as a visitor, from the same memory', async () => {
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });
    const player = await signIn(t.app, 'steve');
    const owner = await signIn(t.app, 'admin');
    const ended = { 'access-id': '999999', 'access-token': 'not-a-token' };
    const first = await get('/api/main', player);
    expect(first.statusCode).toBe(200);
    for (const headers of [{}, owner, ended]) {
      const again = await get('/api/main', headers);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
    }
    // A shared route whose answer depends on the viewer still reads the session: an ended one is a 401.
    expect((await get('/api/document?slug=launcher-2-0', ended)).statusCode).toBe(401);
  });
});

describe('GET /api/main on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('applies the spec defaults for counts and links', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/main' })).json<MainPage>();
    expect(body).toMatchObject({ servers: [], totalOnline: 0, news: [] });
    expect(body.counts).toEqual({ discord: 0, vk: 0, youtube: 0, telegram: 5991 });
    expect(body.links.telegram).toBe('https://t.me/lodestone_network');
    expect(body.links.twoFactorTelegram).toBe('');
  });
});
