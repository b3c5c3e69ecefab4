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
  it('gives 100 simultaneous wrong passwords exactly 10 checks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('/api/user/auth/login', { login: 'admin', password: `guess-${i}` }, `198.51.100.${i % 40}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);
  });

  it('answers an account that does not exist the same way', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await post(
            '/api/user/auth/login',
            { login: 'nobody_here', password: `guess-${i}` },
            `203.0.113.${i}`,
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
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
    const real = await timed('editor@example.com', '192.0.2.10');
    const unknown = await timed('no-such-player@example.com', '192.0.2.11');
    expect(real.answer.statusCode).toBe(unknown.answer.statusCode);
    expect(real.answer.json()).toEqual(unknown.answer.json());
    expect(Math.abs(real.ms - unknown.ms)).toBeLessThan(40);
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
