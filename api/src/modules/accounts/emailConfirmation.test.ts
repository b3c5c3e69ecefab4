import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { lettersTo, sitePathIn } from '../../testing/outbox.js';

let t: TestApp;

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

async function register(login: string, lang: 'ru' | 'en'): Promise<Auth> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers: { 'accept-language': lang },
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
  expect(response.statusCode).toBe(200);
  return response.json<Auth>();
}

async function emailVerified(auth: Auth): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/cabinet',
    headers: { 'access-id': auth.accessId, 'access-token': auth.accessToken },
  });
  return response.json<{ emailVerified: boolean }>().emailVerified;
}

function confirm(code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/email/confirm',
    headers: { 'accept-language': 'en' },
    payload: { code },
  });
}

async function confirmationCode(address: string, subject: string): Promise<string> {
  const [sent] = await lettersTo(t.dataDir, address, subject);
  if (!sent) throw new Error(`no confirmation letter to ${address}`);
  const link = new URL(sitePathIn(sent.letter, /\/confirm-email$/), 'http://site');
  return link.searchParams.get('code') ?? '';
}

describe('address confirmation at sign-up (docs/product.md#address-confirmation)', () => {
  it('mails a link in the page language whose code confirms the address once', async () => {
    const auth = await register('Confirm_1', 'en');
    expect(await emailVerified(auth)).toBe(false);
    const code = await confirmationCode('confirm_1@example.com', 'Lodestone: confirm your email');
    expect((await confirm(code)).statusCode).toBe(200);
    expect(await emailVerified(auth)).toBe(true);
    const again = await confirm(code);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ details: { description: string } }>().details.description).toMatch(/already used/);
  });

  it('writes the Russian letter for a Russian page', async () => {
    await register('Confirm_2', 'ru');
    const code = await confirmationCode('confirm_2@example.com', 'Lodestone: подтвердите почту');
    expect(code.length).toBeGreaterThan(20);
  });

  it('refuses a made-up code with a translated 400', async () => {
    const response = await confirm('not-a-real-code');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { description: string } }>().details.description).toMatch(
      /link is wrong/,
    );
  });
});

describe('sending the confirmation letter again (docs/product.md#address-confirmation)', () => {
  function resend(auth: Auth, lang: 'ru' | 'en' = 'en') {
    return t.app.inject({
      method: 'POST',
      url: '/api/user/email/confirm/resend',
      headers: { 'accept-language': lang, 'access-id': auth.accessId, 'access-token': auth.accessToken },
    });
  }

  it('mails a new link whose code confirms; a second resend within the minute is refused with 429', async () => {
    const auth = await register('Resend_1', 'en');
    const subject = 'Lodestone: confirm your email';
    expect(await lettersTo(t.dataDir, 'resend_1@example.com', subject)).toHaveLength(1);
    const first = await resend(auth);
    expect(first.statusCode).toBe(200);
    expect(await lettersTo(t.dataDir, 'resend_1@example.com', subject)).toHaveLength(2);
    const again = await resend(auth);
    expect(again.statusCode).toBe(429);
    expect(again.json<{ details: { description: string } }>().details.description).toMatch(/Try again in/);
    expect(await lettersTo(t.dataDir, 'resend_1@example.com', subject)).toHaveLength(2);
    // The newest letter's link is the one that works.
    const code = await confirmationCode('resend_1@example.com', subject);
    expect((await confirm(code)).statusCode).toBe(200);
    expect(await emailVerified(auth)).toBe(true);
  });

  it('refuses a confirmed address with a translated 400 and a signed-out caller with 401', async () => {
    const auth = await register('Resend_2', 'ru');
    const code = await confirmationCode('resend_2@example.com', 'Lodestone: подтвердите почту');
    expect((await confirm(code)).statusCode).toBe(200);
    const confirmed = await resend(auth, 'ru');
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json<{ details: { description: string } }>().details.description).toBe(
      'Адрес уже подтверждён',
    );
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/user/email/confirm/resend' });
    expect(anonymous.statusCode).toBe(401);
  });
});
