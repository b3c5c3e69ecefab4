import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import type { RuleBook, RuleBookSource } from './rules.schemas.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signIn(login: string, password: string): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { login, password, recaptcha: '' },
  });
  const { accessId, accessToken } = response.json<{ accessId: string; accessToken: string }>();
  return { 'access-id': accessId, 'access-token': accessToken, 'accept-language': 'en' };
}

describe('rules', () => {
  it('serves numbered sections with punishments in the requested language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/rules',
      headers: { 'accept-language': 'en' },
    });
    const book = response.json<RuleBook>();
    expect(book.sections[0]).toMatchObject({ number: 1, title: 'Chat' });
    expect(book.sections[1]?.rules[0]).toMatchObject({
      number: '2.1',
      text: 'Using cheats or modified clients.',
      punishmentType: 'permanent',
      durationMinutes: null,
    });
  });

  it('lets staff replace the book and refuses players and inconsistent punishments', async () => {
    // The rule book needs web.rules.edit (the demo admin), not web.documents.edit.
    const editor = await signIn('admin', 'admin-demo-1');
    const player = await signIn('steve', 'steve-demo-1');
    const source = await t.app.inject({ method: 'GET', url: '/api/rules/source', headers: editor });
    const book = source.json<RuleBookSource>();
    book.sections[0]?.rules.push({
      text: { ru: 'Флуд.', en: 'Flooding the chat.' },
      note: { ru: '', en: '' },
      punishmentType: 'mute',
      durationMinutes: 30,
    });
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/rules/update',
      headers: player,
      payload: book,
    });
    expect(forbidden.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/rules/update',
      headers: editor,
      payload: book,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RuleBook>().sections[0]?.rules[2]).toMatchObject({
      number: '1.3',
      text: 'Flooding the chat.',
    });

    const wrong = structuredClone(book);
    const first = wrong.sections[0]?.rules[0];
    if (first) first.punishmentType = 'permanent';
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/rules/update',
      headers: editor,
      payload: wrong,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      details: {
        field: 'durationMinutes',
        description: 'A mute or ban needs a duration; a permanent ban has none',
      },
    });
    // The refused edit changed nothing.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/rules',
      headers: { 'accept-language': 'en' },
    });
    expect(after.json<RuleBook>().sections[0]?.rules[0]?.punishmentType).toBe('mute');
  });
});
