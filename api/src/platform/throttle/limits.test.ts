import { performance } from 'node:perf_hooks';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

// Issue 13, findings 7 and 8: limits that raced, and answers that told whether an account exists.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: object, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'user-agent': 'vitest', 'x-forwarded-for': ip, ...headers },
  });
}

describe('the sign-in lockout', () => {
  it('gives 100 simultaneous wrong passwords from one address exactly 10 checks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/user/auth/login', { login: 'admin', password: `guess-${i}` }, '198.51.100.7'),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
  });

  it('answers an account that does not exist the same way', async () => {
    const run = async (login: string, net: number) => {
      const statuses: number[] = [];
      const attempt = async (ip: string) =>
        statuses.push((await post('/api/user/auth/login', { login, password: 'wrong' }, ip)).statusCode);
      for (let i = 0; i < 10; i += 1) await attempt(`203.0.${net}.${i}`);
      await attempt(`203.0.${net}.0`); // failed before, and the account is under attack
      await attempt(`203.0.${net}.99`); // has not failed
      return statuses;
    };
    const real = await run('editor', 113);
    expect(real).toEqual([...Array.from({ length: 10 }, () => 400), 429, 400]);
    expect(await run('nobody_here', 114)).toEqual(real);
  });
});

// Issue 27, case 6: ten wrong passwords to Yggdrasil (no captcha there) locked the account everywhere,
// and one address could guess 50 passwords per 15 minutes.
describe('sign-in limits strangers cannot turn against a player', () => {
  const yggdrasil = (username: string, password: string, ip: string) =>
    post('/api-launcher/yggdrasil/authserver/authenticate', { username, password }, ip);

  it('ten wrong Yggdrasil passwords from a stranger leave the player able to sign in', async () => {
    const stranger = '203.0.113.60';
    for (let i = 0; i < 10; i += 1) {
      expect((await yggdrasil('steve', `guess-${i}`, stranger)).json()).toMatchObject({
        errorMessage: 'Invalid credentials. Invalid username or password.',
      });
    }
    const correct = { login: 'steve', password: 'steve-demo-1' };
    expect((await post('/api/user/auth/login', correct, '192.0.2.100')).statusCode).toBe(200);
    expect((await yggdrasil('steve', 'steve-demo-1', '192.0.2.101')).statusCode).toBe(200);
    // The launcher counts with the same keys: the stranger's address stays shut out of this account.
    const fromStranger = await post('/api-launcher/auth', correct, stranger);
    expect(fromStranger.statusCode).toBe(429);
    expect(fromStranger.json<{ details: { retryAfter: number } }>().details.retryAfter).toBeGreaterThan(0);
    // Under attack, an address that failed once waits too; the player's own address is not one.
    expect(
      (await post('/api/user/auth/login', { login: 'steve', password: 'typo' }, '192.0.2.102')).statusCode,
    ).toBe(400);
    expect((await post('/api/user/auth/login', correct, '192.0.2.102')).statusCode).toBe(429);
  });

  it('lets one address guess 10 passwords on Yggdrasil per 15 minutes, not 50', async () => {
    const guesser = '203.0.113.70';
    const messages: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      messages.push(
        (await yggdrasil(`ghost${i}`, 'wrong', guesser)).json<{ errorMessage: string }>().errorMessage,
      );
    }
    expect(messages.slice(0, 10).every((message) => message.startsWith('Invalid credentials'))).toBe(true);
    expect(messages[10]).toBe('Too many attempts. Try again later.');
    // The site asks for a captcha, so the same address keeps the larger budget there.
    expect(
      (await post('/api/user/auth/login', { login: 'ghost11', password: 'wrong' }, guesser)).statusCode,
    ).toBe(400);
  });
});

describe('answers that do not reveal an account', () => {
  it('user/validation does not say whether an email is registered', async () => {
    const known = await post('/api/user/validation', { email: 'steve@example.com' }, '192.0.2.1');
    const unknown = await post('/api/user/validation', { email: 'nobody@example.com' }, '192.0.2.1');
    expect(known.json()).toEqual(unknown.json());
  });

  it('reset answers the same, in similar time, for a real and an unknown address', async () => {
    const timed = async (email: string, ip: string) => {
      const started = performance.now();
      const answer = await post('/api/user/reset', { email }, ip);
      return { answer, ms: performance.now() - started };
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    // Interleaved pairs and medians: one slow moment of a busy machine must not decide, a real
    // difference in work (a letter sent before answering) shows in every pair.
    const real: number[] = [];
    const unknown: number[] = [];
    // Three: the letters one address may get in a row (the next test is about that limit).
    for (let pair = 0; pair < 3; pair += 1) {
      const mine = await timed('editor@example.com', `192.0.2.${40 + pair}`);
      const none = await timed(`no-such-player-${pair}@example.com`, `192.0.2.${50 + pair}`);
      expect(mine.answer.statusCode).toBe(none.answer.statusCode);
      expect(mine.answer.json()).toEqual(none.answer.json());
      real.push(mine.ms);
      unknown.push(none.ms);
    }
    expect(Math.abs(median(real) - median(unknown))).toBeLessThan(40);
  });

  it('limits letters per recipient, whichever address asks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await post('/api/user/reset', { email: 'flood@example.com' }, `192.0.2.${20 + i}`)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('the legacy-token exchange', () => {
  it('is throttled like a password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/auth/token-legacy',
        payload: { login: 'steve' },
        headers: { 'access-token': `wrong-${i}`, 'x-forwarded-for': `192.0.2.${40 + i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
