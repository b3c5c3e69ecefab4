import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { codeIn, lettersTo } from '../../testing/outbox.js';

let t: TestApp;
const read = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Auth {
  accessId: string;
  accessToken: string;
}

async function register(login: string): Promise<Auth> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      login,
      email: `${login.toLowerCase()}@example.com`,
      password: 'granite-pass-1',
      passwordConfirmation: 'granite-pass-1',
      acceptOffer: true,
      acceptPrivacy: true,
      acceptRules: true,
    },
  });
  return response.json<Auth>();
}

function call(auth: Auth, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { 'access-id': auth.accessId, 'access-token': auth.accessToken, 'accept-language': 'en' },
  });
}

/** The code of the newest unread letter to an address, from the outbox (no SMTP configured in this app). */
async function codeSentTo(address: string): Promise<string> {
  const unread = (await lettersTo(t.dataDir, address)).find(({ file }) => !read.has(file));
  if (!unread) throw new Error(`no code sent to ${address}`);
  read.add(unread.file);
  return codeIn(unread.letter);
}

describe('email change in four forms (docs/product.md#accounts)', () => {
  it('walks code to the current address, its check, the new address and its code', async () => {
    const auth = await register('Mailer_1');
    expect((await call(auth, 'GET', '/api/user/settings/mail')).json()).toMatchObject({
      email: 'ma***@example.com',
      step: 1,
      resendIn: 0,
    });
    // Form 3 is closed until the current address is proven.
    expect(
      (await call(auth, 'POST', '/api/user/settings/mail/new', { email: 'new1@example.com' })).statusCode,
    ).toBe(409);

    const sent = await call(auth, 'POST', '/api/user/settings/mail/reset');
    expect(sent.json()).toMatchObject({ step: 2 });
    expect(sent.json<{ resendIn: number }>().resendIn).toBeGreaterThan(50);
    const again = await call(auth, 'POST', '/api/user/settings/mail/reset');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ details: { retryAfter: expect.any(Number) as number } });

    const current = await codeSentTo('mailer_1@example.com');
    expect((await call(auth, 'POST', '/api/user/settings/mail/verify', { code: '000000' })).statusCode).toBe(
      400,
    );
    expect(
      (await call(auth, 'POST', '/api/user/settings/mail/verify', { code: current })).json(),
    ).toMatchObject({ step: 3 });

    expect(
      (await call(auth, 'POST', '/api/user/settings/mail/new', { email: 'steve@example.com' })).statusCode,
    ).toBe(409);
    expect(
      (await call(auth, 'POST', '/api/user/settings/mail/new', { email: 'fresh@example.com' })).json(),
    ).toMatchObject({
      step: 4,
      pendingEmail: 'fresh@example.com',
    });
    const fresh = await codeSentTo('fresh@example.com');
    expect(
      (await call(auth, 'POST', '/api/user/settings/mail/confirm', { code: fresh })).json(),
    ).toMatchObject({
      email: 'fr***@example.com',
      verified: true,
      step: 1,
    });
    const notice = (await readdir(path.join(t.dataDir, 'outbox'))).length;
    expect(notice).toBeGreaterThanOrEqual(3);

    const history = await call(auth, 'GET', '/api/user/history?target=mail');
    expect(history.json()).toMatchObject({
      entries: [{ action: 'changed', detail: { to: 'fr***@example.com' } }],
      hasMore: false,
    });
  });

  it('refuses a code of another form, another account or an empty one', async () => {
    const auth = await register('Mailer_2');
    await call(auth, 'POST', '/api/user/settings/mail/reset');
    const current = await codeSentTo('mailer_2@example.com');
    expect((await call(auth, 'POST', '/api/user/settings/mail/confirm', { code: current })).statusCode).toBe(
      400,
    );
    expect((await call(auth, 'POST', '/api/user/settings/mail/verify', { code: '' })).statusCode).toBe(400);
    const other = await register('Mailer_3');
    expect((await call(other, 'POST', '/api/user/settings/mail/verify', { code: current })).statusCode).toBe(
      400,
    );
  });
});

describe('password change', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const auth = await register('Changer_1');
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/user/auth/login',
        payload: { login: 'Changer_1', password: 'granite-pass-1' },
      })
    ).json<Auth>();
    const wrong = await call(auth, 'POST', '/api/user/settings/password/update', {
      currentPassword: 'nope',
      password: 'marble-pass-2',
      passwordConfirmation: 'marble-pass-2',
    });
    expect(wrong.json()).toMatchObject({
      details: { field: 'currentPassword', description: 'The current password is wrong' },
    });
    const mismatch = await call(auth, 'POST', '/api/user/settings/password/update', {
      currentPassword: 'granite-pass-1',
      password: 'marble-pass-2',
      passwordConfirmation: 'marble-pass-3',
    });
    expect(mismatch.json()).toMatchObject({ details: { description: 'Password mismatch' } });
    const done = await call(auth, 'POST', '/api/user/settings/password/update', {
      currentPassword: 'granite-pass-1',
      password: 'marble-pass-2',
      passwordConfirmation: 'marble-pass-2',
    });
    expect(done.json()).toEqual({ success: true });
    expect((await call(auth, 'POST', '/api/user/auth/token')).statusCode).toBe(200);
    expect((await call(other, 'POST', '/api/user/auth/token')).statusCode).toBe(401);
    expect((await call(auth, 'GET', '/api/user/history?target=password')).json()).toMatchObject({
      entries: [{ action: 'changed' }],
    });
  });
});
