import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { FakeTelegramApi, type SentMessage } from './testing/fakeTelegramApi.js';

const TOKEN = '123456:test-bot-token';
const CHAT = 555001;
const telegram = new FakeTelegramApi(TOKEN);
let t: TestApp;

beforeAll(async () => {
  const apiRoot = await telegram.start();
  t = await createTestApp({
    config: {
      twoFactor: {
        mode: 'polling',
        telegram: { token: TOKEN, username: 'lodestone_test_bot', apiRoot, webhookSecret: undefined },
        vk: undefined,
      },
    },
  });
});

afterAll(async () => {
  await t.close();
  await telegram.stop();
});

interface Auth {
  accessId: string;
  accessToken: string;
}

function post(url: string, payload: object = {}, auth?: Auth) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: auth
      ? { 'access-id': auth.accessId, 'access-token': auth.accessToken, 'accept-language': 'en' }
      : { 'accept-language': 'en' },
  });
}

function login() {
  return post('/api/user/auth/login', { login: 'steve', password: 'steve-demo-1' });
}

let lastSeen = 0;
/** The next sign-in message the bot sent, with its button token and code. */
async function nextChallengeMessage(): Promise<{ button: string; code: string }> {
  const message: SentMessage = await telegram.waitForMessage(
    (sent) => telegram.sent.indexOf(sent) >= lastSeen && sent.reply_markup?.inline_keyboard !== undefined,
  );
  lastSeen = telegram.sent.indexOf(message) + 1;
  const data = message.reply_markup?.inline_keyboard?.[0]?.[0]?.callback_data ?? '';
  return { button: data.slice(2), code: /(\d{6})/.exec(message.text)?.[1] ?? '' };
}

describe('two-factor confirmation through the Telegram bot', () => {
  let challenge = '';

  it('links the bot through a one-time deep link', async () => {
    const session = (await login()).json<Auth>();
    const link = await post('/api/user/settings/2fa/link', { type: 1 }, session);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/t\.me\/lodestone_test_bot\?start=[A-Za-z0-9_-]{43}$/);
    telegram.pushMessage(CHAT, `/start ${url.split('start=')[1] ?? ''}`);
    await telegram.waitForMessage((sent) => sent.chat_id === CHAT && sent.text.includes('steve'));
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/user/settings/2fa',
      headers: { 'access-id': session.accessId, 'access-token': session.accessToken },
    });
    expect(settings.json()).toMatchObject({
      enabled: true,
      type: 1,
      telegramAvailable: true,
      vkAvailable: false,
    });
    // The link worked once.
    telegram.pushMessage(CHAT + 1, `/start ${url.split('start=')[1] ?? ''}`);
    await telegram.waitForMessage((sent) => sent.chat_id === CHAT + 1 && sent.text.includes('expired'));
  });

  it('answers a sign-in with -7 and the pending details, then waits silently', async () => {
    const pending = await login();
    expect(pending.statusCode).toBe(403);
    const body = pending.json<{
      error_code: number;
      details: { userId: number; login: string; challenge: string };
    }>();
    expect(body.error_code).toBe(-7);
    expect(body.details).toMatchObject({ login: 'steve', userId: expect.any(Number) as number });
    challenge = body.details.challenge;
    const waiting = await post('/api/user/auth/2fa', { challenge });
    expect(waiting.json()).toMatchObject({ error_code: 1 });
  });

  it('signs in once Confirm is pressed in the bot', async () => {
    const { button } = await nextChallengeMessage();
    telegram.pushCallback(CHAT, `c:${button}`);
    await expect.poll(() => telegram.answeredCallbacks.length, { timeout: 5000 }).toBeGreaterThan(0);
    // The sign-in came from an English page, so the bot wrote and answered in English.
    expect(telegram.sent.some((sent) => sent.text.startsWith('Sign-in to steve'))).toBe(true);
    expect(telegram.answeredCallbacks.at(-1)).toBe('Sign-in confirmed');
    const done = await post('/api/user/auth/2fa', { challenge });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      data: { login: 'steve' },
      accessToken: expect.any(String) as string,
    });
    expect((await post('/api/user/auth/2fa', { challenge })).statusCode).toBe(400);
  });

  it('signs in with the code from the message, refuses a wrong one', async () => {
    const pending = (await login()).json<{ details: { challenge: string } }>();
    const { code } = await nextChallengeMessage();
    const wrong = await post('/api/user/auth/2fa', {
      challenge: pending.details.challenge,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json()).toMatchObject({ details: { description: 'Wrong code' } });
    expect(
      (await post('/api/user/auth/2fa', { challenge: pending.details.challenge, code })).statusCode,
    ).toBe(200);
  });

  it('refuses the sign-in when Deny is pressed', async () => {
    const pending = (await login()).json<{ details: { challenge: string } }>();
    const { button } = await nextChallengeMessage();
    const before = telegram.answeredCallbacks.length;
    telegram.pushCallback(CHAT, `d:${button}`);
    await expect.poll(() => telegram.answeredCallbacks.length, { timeout: 5000 }).toBeGreaterThan(before);
    const refused = await post('/api/user/auth/2fa', { challenge: pending.details.challenge });
    expect(refused.statusCode).toBe(403);
  });

  it('a button pressed in another chat does nothing', async () => {
    const pending = (await login()).json<{ details: { challenge: string } }>();
    const { button } = await nextChallengeMessage();
    const before = telegram.answeredCallbacks.length;
    telegram.pushCallback(999, `c:${button}`);
    await expect.poll(() => telegram.answeredCallbacks.length, { timeout: 5000 }).toBeGreaterThan(before);
    expect((await post('/api/user/auth/2fa', { challenge: pending.details.challenge })).json()).toMatchObject(
      { error_code: 1 },
    );
  });

  it('unlinks, keeps the history, and sign-in goes straight through again', async () => {
    const pending = (await login()).json<{ details: { challenge: string } }>();
    const { code } = await nextChallengeMessage();
    const session = (
      await post('/api/user/auth/2fa', { challenge: pending.details.challenge, code })
    ).json<Auth>();
    expect((await post('/api/user/settings/2fa/unlink', {}, session)).json()).toEqual({ success: true });
    expect((await login()).statusCode).toBe(200);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/history?target=2fa',
      headers: { 'access-id': session.accessId, 'access-token': session.accessToken },
    });
    expect(history.json<{ entries: { action: string }[] }>().entries.map((entry) => entry.action)).toEqual([
      'unlinked',
      'connected',
    ]);
  });
});
