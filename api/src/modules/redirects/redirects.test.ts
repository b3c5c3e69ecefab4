import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, TEST_SYSTEM_TOKEN, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function lookup(path: string) {
  return t.app.inject({ method: 'GET', url: '/api/redirect', query: { path } });
}

function save(body: Record<string, unknown>, token: string | null = TEST_SYSTEM_TOKEN, language = 'en') {
  return t.app.inject({
    method: 'PUT',
    url: '/api-system/redirects',
    headers: { 'accept-language': language, ...(token === null ? {} : { 'x-system-token': token }) },
    payload: body,
  });
}

describe('GET /api/redirect', () => {
  it('finds a seeded rule with or without a language prefix and trailing slash', async () => {
    for (const path of ['/shop', '/ru/shop', '/en/shop/', '/shop?utm=1']) {
      const response = await lookup(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.json()).toEqual({ rule: { path: '/shop', target: '/store', permanent: true } });
    }
  });

  it('answers null for an address without a rule', async () => {
    expect((await lookup('/never-was-here')).json()).toEqual({ rule: null });
  });

  it('reports temporary rules', async () => {
    expect((await lookup('/discord')).json()).toMatchObject({ rule: { permanent: false } });
  });
});

describe('system API for redirect rules', () => {
  it('refuses callers without the system token', async () => {
    expect((await save({ path: '/old', target: '/rules' }, null)).statusCode).toBe(401);
    expect((await save({ path: '/old', target: '/rules' }, 'wrong')).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: '/api-system/redirects' });
    expect(list.statusCode).toBe(401);
  });

  it('creates, replaces, lists and deletes a rule', async () => {
    const created = await save({
      path: '/en/forum/',
      target: 'https://forum.lodestone.example',
      permanent: false,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      path: '/forum',
      target: 'https://forum.lodestone.example',
      permanent: false,
    });
    expect((await save({ path: '/forum', target: '/rules' })).json()).toEqual({
      path: '/forum',
      target: '/rules',
      permanent: true,
    });
    expect((await lookup('/ru/forum')).json()).toMatchObject({ rule: { target: '/rules' } });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api-system/redirects',
      headers: { 'x-system-token': TEST_SYSTEM_TOKEN },
    });
    expect(list.json<{ items: { path: string }[] }>().items.map((rule) => rule.path)).toContain('/forum');

    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api-system/redirects',
        query: { path: '/forum' },
        headers: { 'x-system-token': TEST_SYSTEM_TOKEN },
      });
    expect((await remove()).json()).toEqual({ deleted: true });
    expect((await remove()).json()).toEqual({ deleted: false });
    expect((await lookup('/forum')).json()).toEqual({ rule: null });
  });

  it('refuses unsafe or looping rules with a translated message', async () => {
    const cases = [
      { path: '/a', target: '//evil.example' },
      { path: '/a', target: 'javascript:alert(1)' },
      { path: '/a', target: '/a/' },
      { path: 'no-slash', target: '/rules' },
      { path: '/ru', target: '/rules' },
    ];
    for (const body of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error_code: 2 });
    }
    const russian = await save({ path: '/a', target: '//evil.example' }, TEST_SYSTEM_TOKEN, 'ru');
    expect(russian.json<{ details: { description: string } }>().details.description).toContain('Цель');
  });
});
