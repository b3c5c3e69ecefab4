import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CaptchaConfig } from '../../platform/captcha/captchaConfig.js';
import { solveChallenge } from '../../platform/captcha/proofOfWork.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

const POW: CaptchaConfig = {
  provider: 'pow',
  secret: 'pow-test-secret',
  siteKey: undefined,
  verifyUrl: undefined,
  powDifficulty: 8,
};

interface Challenge {
  provider: string;
  challenge: string;
  difficulty: number;
}

describe('proof-of-work captcha', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captcha: POW });
  });
  afterAll(async () => {
    await t.close();
  });

  async function challenge(): Promise<Challenge> {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<Challenge>();
  }

  function login(recaptcha: string | undefined) {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { login: 'steve', password: 'steve-demo-1', recaptcha },
      headers: { 'accept-language': 'en' },
    });
  }

  it('lets a solved puzzle through once', async () => {
    const { challenge: puzzle, difficulty } = await challenge();
    const token = solveChallenge(puzzle, difficulty);
    expect((await login(token)).statusCode).toBe(200);
    const reused = await login(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error_code: 11, details: { field: 'recaptcha' } });
  });

  it('refuses a missing token, a challenge we did not sign and a lowered difficulty', async () => {
    expect((await login(undefined)).json()).toMatchObject({ error_code: 11 });
    const { challenge: puzzle } = await challenge();
    const [expires = '', salt = '', , signature = ''] = puzzle.split('.');
    // Same puzzle asking for 1 bit of work: the signature no longer matches.
    expect((await login(solveChallenge(`${expires}.${salt}.1.${signature}`, 1))).statusCode).toBe(400);
    // A puzzle made up by the client.
    expect((await login(solveChallenge(`${expires}.${salt}.8.forged`, 8))).statusCode).toBe(400);
    expect((await login(`${puzzle}:not-a-number`)).statusCode).toBe(400);
  });

  it('refuses a puzzle older than five minutes', async () => {
    const { challenge: puzzle, difficulty } = await challenge();
    const token = solveChallenge(puzzle, difficulty);
    t.setNow(new Date(Date.now() + 5 * 60 * 1000 + 1000));
    expect((await login(token)).statusCode).toBe(400);
    t.setNow(undefined);
  });
});

describe('hosted captcha (reCAPTCHA / Turnstile siteverify)', () => {
  let t: TestApp;
  let server: Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    // Stands in for siteverify: the form-encoded protocol both providers speak.
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(params);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            success: params.get('response') === 'good-token' && params.get('secret') === 'site-secret',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      captcha: {
        provider: 'turnstile',
        secret: 'site-secret',
        siteKey: 'site-key',
        verifyUrl: `http://127.0.0.1:${port}/siteverify`,
        powDifficulty: 1,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  it('tells the page the provider and site key, and asks siteverify with secret, response and address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json()).toEqual({
      provider: 'turnstile',
      siteKey: 'site-key',
      challenge: null,
      difficulty: null,
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { login: 'steve', password: 'steve-demo-1', recaptcha: 'good-token' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(ok.statusCode).toBe(200);
    expect(seen.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { login: 'steve', password: 'steve-demo-1', recaptcha: 'bad-token' },
    });
    expect(bad.json()).toMatchObject({ error_code: 11 });
  });
});
