import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface AuthBody {
  accessId: string;
  accessToken: string;
  data: { id: number; login: string };
  permissions: Record<string, unknown>;
  balance: number;
  coins: number;
}

interface ErrorBody {
  error_code: number;
  details: { description: string; field?: string; retryAfter?: number };
}

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { 'user-agent': 'vitest', ...headers } });
}

function authHeaders(auth: AuthBody) {
  return { 'access-id': auth.accessId, 'access-token': auth.accessToken };
}

const registration = {
  login: 'Notch_2',
  email: 'notch2@example.com',
  password: 'diamond-pickaxe',
  passwordConfirmation: 'diamond-pickaxe',
  acceptOffer: true,
  acceptPrivacy: true,
  acceptRules: true,
};

describe('registration', () => {
  it('creates an account and signs it in', async () => {
    const response = await post('/api/user/register', registration);
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthBody>();
    expect(body.data.login).toBe('Notch_2');
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.balance).toBe(0);
    const cabinet = await t.app.inject({ method: 'GET', url: '/api/cabinet', headers: authHeaders(body) });
    expect(cabinet.json()).toMatchObject({
      email: 'notch2@example.com',
      hasPassword: true,
      groups: ['player'],
    });
  });

  it('refuses a taken nickname whatever its case, and a taken email', async () => {
    const nick = await post('/api/user/register', {
      ...registration,
      login: 'NOTCH_2',
      email: 'other@example.com',
    });
    expect(nick.statusCode).toBe(409);
    expect(nick.json<ErrorBody>().details.field).toBe('login');
    const mail = await post('/api/user/register', {
      ...registration,
      login: 'Other',
      email: 'NOTCH2@example.com',
    });
    expect(mail.json<ErrorBody>().details.field).toBe('email');
  });

  it('requires the offer, the privacy policy and the rules', async () => {
    const response = await post(
      '/api/user/register',
      { ...registration, login: 'Rules', email: 'r@example.com', acceptRules: false },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().details.description).toContain('Accept the public offer');
  });

  it('refuses a confirmation that does not match, in the request language', async () => {
    const response = await post(
      '/api/user/register',
      { ...registration, login: 'Mismatch', email: 'm@example.com', passwordConfirmation: 'other-password' },
      { 'accept-language': 'ru' },
    );
    expect(response.json<ErrorBody>().details).toMatchObject({
      description: 'Пароли не совпадают',
      field: 'passwordConfirmation',
    });
  });

  it('stores an argon2id hash with at least 19 MiB and 2 iterations', async () => {
    const user = await t.database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.login, 'Notch_2'),
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+)/);
    const [, memory, iterations] = /m=(\d+),t=(\d+)/.exec(user?.passwordHash ?? '') ?? [];
    expect(Number(memory)).toBeGreaterThanOrEqual(19 * 1024);
    expect(Number(iterations)).toBeGreaterThanOrEqual(2);
  });
});

describe('user/validation', () => {
  it('answers one field at a time with the reason', async () => {
    const taken = await post('/api/user/validation', { login: 'steve' }, { 'accept-language': 'en' });
    expect(taken.json()).toEqual({ field: 'login', valid: false, message: 'This nickname is taken' });
    expect((await post('/api/user/validation', { login: 'fresh_name' })).json()).toMatchObject({
      valid: true,
    });
    expect((await post('/api/user/validation', { email: 'not-an-email' })).json()).toMatchObject({
      valid: false,
    });
    expect((await post('/api/user/validation', { password: 'short' })).json()).toMatchObject({
      valid: false,
    });
    expect((await post('/api/user/validation', { login: 'a', email: 'b@c.de' })).statusCode).toBe(400);
  });
});

describe('sign-in', () => {
  it('signs the seeded editor in by nickname or email, with the permission tree', async () => {
    const byLogin = await post('/api/user/auth/login', { login: 'editor', password: 'editor-demo-1' });
    expect(byLogin.statusCode).toBe(200);
    expect(byLogin.json<AuthBody>().permissions).toEqual({
      web: { documents: { create: true, edit: true } },
    });
    const byEmail = await post('/api/user/auth/login', {
      login: 'EDITOR@example.com',
      password: 'editor-demo-1',
    });
    expect(byEmail.statusCode).toBe(200);
  });

  it('answers a wrong password with a 400, never a 401 (a 401 signs the site out)', async () => {
    const response = await post(
      '/api/user/auth/login',
      { login: 'steve', password: 'wrong' },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toMatchObject({
      error_code: 10,
      details: { description: 'Wrong login or password' },
    });
  });

  it('after 10 failures in 15 minutes shuts out the failing addresses with the wait time, not the player', async () => {
    t.setNow(new Date('2031-03-01T12:00:00Z'));
    await post('/api/user/register', { ...registration, login: 'Target', email: 'target@example.com' });
    for (let i = 0; i < 10; i += 1) {
      const attempt = await post(
        '/api/user/auth/login',
        { login: 'Target', password: `guess${i}` },
        { 'x-forwarded-for': `198.51.100.${i}` },
      );
      expect(attempt.statusCode).toBe(400);
    }
    const correct = { login: 'Target', password: 'diamond-pickaxe' };
    const locked = await post('/api/user/auth/login', correct, {
      'accept-language': 'en',
      'x-forwarded-for': '198.51.100.3',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json<ErrorBody>().details.retryAfter).toBe(15 * 60);
    expect(locked.json<ErrorBody>().details.description).toBe('Too many attempts. Try again in 15 min.');
    // The player's own address has not been failing: it gets in during the attack.
    expect((await post('/api/user/auth/login', correct)).statusCode).toBe(200);
    t.setNow(new Date('2031-03-01T12:15:01Z'));
    expect(
      (await post('/api/user/auth/login', correct, { 'x-forwarded-for': '198.51.100.3' })).statusCode,
    ).toBe(200);
    t.setNow(undefined);
  });

  it("forgets an address's typos at the account once it signs in, so an attack elsewhere does not shut it out", async () => {
    t.setNow(new Date('2031-04-01T12:00:00Z'));
    await post('/api/user/register', { ...registration, login: 'Typist', email: 'typist@example.com' });
    const own = { 'x-forwarded-for': '198.51.100.50' };
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/user/auth/login', { login: 'Typist', password: `typo${i}` }, own)).statusCode,
      ).toBe(400);
    }
    const correct = { login: 'Typist', password: 'diamond-pickaxe' };
    expect((await post('/api/user/auth/login', correct, own)).statusCode).toBe(200);
    // Five more failures from strangers: ten at the account, which is now under attack, so an address that
    // has failed at it may not try again. The player's address had, but its sign-in forgot them.
    for (let i = 0; i < 5; i += 1) {
      const stranger = { 'x-forwarded-for': `198.51.100.${String(60 + i)}` };
      expect(
        (await post('/api/user/auth/login', { login: 'Typist', password: `guess${i}` }, stranger)).statusCode,
      ).toBe(400);
    }
    expect((await post('/api/user/auth/login', correct, own)).statusCode).toBe(200);
    expect(
      (await post('/api/user/auth/login', correct, { 'x-forwarded-for': '198.51.100.60' })).statusCode,
    ).toBe(429);
    t.setNow(undefined);
  });
});

describe('sessions', () => {
  it('refreshes the state for a live token and refuses an ended one with 401', async () => {
    const auth = (
      await post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' })
    ).json<AuthBody>();
    const refreshed = await post('/api/user/auth/token', {}, authHeaders(auth));
    expect(refreshed.json<AuthBody>()).toMatchObject({ accessId: auth.accessId, coins: 120, balance: 250 });
    expect((await post('/api/user/auth/logout', {}, authHeaders(auth))).json()).toEqual({ success: true });
    expect((await post('/api/user/auth/token', {}, authHeaders(auth))).statusCode).toBe(401);
    const forged = await post(
      '/api/user/auth/token',
      {},
      { 'access-id': auth.accessId, 'access-token': 'x'.repeat(43) },
    );
    expect(forged.statusCode).toBe(401);
  });

  it('lists sessions by source, truncates user agents at 500 characters, ends one or all others', async () => {
    const longAgent = 'A'.repeat(900);
    const site = (
      await post(
        '/api/user/auth/login',
        { login: 'steve', password: 'steve-demo-1' },
        { 'user-agent': longAgent },
      )
    ).json<AuthBody>();
    const launcher = (
      await post('/api-launcher/auth', {
        login: ' steve ',
        password: 'steve-demo-1',
        systemData: { os: 'linux' },
      })
    ).json<AuthBody>();
    const list = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: authHeaders(site) });
    const sessions = list.json<{
      sessions: { id: string; source: string; current: boolean; active: boolean; userAgent: string }[];
    }>().sessions;
    const current = sessions.find((session) => session.current);
    expect(current?.userAgent).toHaveLength(500);
    expect(sessions.find((session) => session.id === launcher.accessId)?.source).toBe('launcher');

    const ended = await post('/api/user/sessions/terminate', { id: launcher.accessId }, authHeaders(site));
    expect(ended.json()).toEqual({ success: true });
    expect((await post('/api-launcher/auth/token', {}, authHeaders(launcher))).statusCode).toBe(401);

    const other = (
      await post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' })
    ).json<AuthBody>();
    await post('/api/user/sessions/terminate-all', {}, authHeaders(site));
    expect((await post('/api/user/auth/token', {}, authHeaders(other))).statusCode).toBe(401);
    expect((await post('/api/user/auth/token', {}, authHeaders(site))).statusCode).toBe(200);
  });

  it("cannot end another player's session", async () => {
    const steve = (
      await post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' })
    ).json<AuthBody>();
    const admin = (
      await post('/api/user/auth/login', { login: 'admin', password: 'admin-demo-1' })
    ).json<AuthBody>();
    expect(
      (await post('/api/user/sessions/terminate', { id: steve.accessId }, authHeaders(admin))).statusCode,
    ).toBe(404);
    expect((await post('/api/user/auth/token', {}, authHeaders(steve))).statusCode).toBe(200);
  });
});

describe('privacy', () => {
  it('hides the last-online time', async () => {
    const auth = (
      await post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' })
    ).json<AuthBody>();
    expect((await post('/api/user/privacy/hide', { hide: true }, authHeaders(auth))).json()).toEqual({
      hideLastOnline: true,
    });
    const read = await t.app.inject({ method: 'GET', url: '/api/user/privacy', headers: authHeaders(auth) });
    expect(read.json()).toEqual({ hideLastOnline: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/privacy' })).statusCode).toBe(401);
  });
});

describe('region', () => {
  it('stores the chosen region on the account and returns it with the auth state', async () => {
    const auth = (
      await post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' })
    ).json<AuthBody>();
    const before = await t.app.inject({ method: 'GET', url: '/api/cabinet', headers: authHeaders(auth) });
    expect(before.json<{ region: unknown }>().region).toBeNull();
    const set = await post('/api/user/set-region', { region: 'global', fixed: true }, authHeaders(auth));
    expect(set.json()).toEqual({ region: 'global', fixed: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/cabinet', headers: authHeaders(auth) });
    expect(after.json<{ region: unknown }>().region).toEqual({ region: 'global', fixed: true });
    // An unknown region is bad input, and nobody sets a region without signing in.
    expect(
      (await post('/api/user/set-region', { region: 'mars', fixed: true }, authHeaders(auth))).statusCode,
    ).toBe(400);
    expect((await post('/api/user/set-region', { region: 'russia', fixed: false })).statusCode).toBe(401);
  });
});

describe('legacy tokens', () => {
  it('exchanges a legacy login + token once', async () => {
    const steve = await t.database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.login, 'steve'),
    });
    const { LegacyTokens } = await import('./legacyTokens.js');
    const { FlowTokens } = await import('../../platform/auth/flowTokens.js');
    const { UsersRepository } = await import('../../platform/identity/users.repository.js');
    await new LegacyTokens(
      new FlowTokens(t.database.db, () => new Date()),
      new UsersRepository(t.database.db),
    ).import(steve?.id ?? 0, 'legacy-token-0123456789');
    const first = await post(
      '/api/user/auth/token-legacy',
      { login: 'steve' },
      { 'access-token': 'legacy-token-0123456789' },
    );
    expect(first.statusCode).toBe(200);
    const again = await post(
      '/api/user/auth/token-legacy',
      { login: 'steve' },
      { 'access-token': 'legacy-token-0123456789' },
    );
    expect(again.statusCode).toBe(401);
  });
});
