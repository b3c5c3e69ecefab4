import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

// The VK bot in webhook mode: VK's Callback API posts events to /api-system/2fa/vk; the bot answers
// through the VK API's `messages.send`, here a local server that speaks the same form-encoded protocol.
const sent: URLSearchParams[] = [];
let vkApi: Server;
let t: TestApp;

beforeAll(async () => {
  vkApi = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      if (request.url?.includes('messages.send')) sent.push(params);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ response: sent.length }));
    });
  });
  await new Promise<void>((resolve) => vkApi.listen(0, '127.0.0.1', resolve));
  const { port } = vkApi.address() as AddressInfo;
  t = await createTestApp({
    config: {
      twoFactor: {
        mode: 'webhook',
        telegram: undefined,
        vk: {
          token: 'vk-test-token-0123456789',
          groupId: 777,
          apiBaseUrl: `http://127.0.0.1:${port}`,
          webhookSecret: 'callback-secret',
          confirmation: 'c0nf1rm',
        },
      },
    },
  });
});

afterAll(async () => {
  await t.close();
  vkApi.close();
});

function messageNew(peerId: number, text: string, secret = 'callback-secret') {
  return t.app.inject({
    method: 'POST',
    url: '/api-system/2fa/vk',
    payload: {
      type: 'message_new',
      group_id: 777,
      event_id: `e${Date.now()}`,
      secret,
      object: {
        message: {
          id: 1,
          date: Math.floor(Date.now() / 1000),
          peer_id: peerId,
          from_id: peerId,
          text,
          out: 0,
          conversation_message_id: 1,
        },
        client_info: {
          button_actions: ['text', 'callback'],
          keyboard: true,
          inline_keyboard: true,
          lang_id: 0,
        },
      },
    },
  });
}

describe('two-factor confirmation through the VK bot (Callback API)', () => {
  it('answers the confirmation request with the configured string', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api-system/2fa/vk',
      payload: { type: 'confirmation', group_id: 777 },
    });
    expect(response.body).toBe('c0nf1rm');
  });

  it('links the account by the token sent to the community, and asks to confirm the next sign-in', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { login: 'steve', password: 'steve-demo-1' },
    });
    const { accessId, accessToken } = login.json<{ accessId: string; accessToken: string }>();
    const link = await t.app.inject({
      method: 'POST',
      url: '/api/user/settings/2fa/link',
      payload: { type: 2 },
      headers: { 'access-id': accessId, 'access-token': accessToken },
    });
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/vk\.me\/club777\?ref=/);
    const token = url.split('ref=')[1] ?? '';

    // An event without the Callback API secret is ignored.
    expect((await messageNew(4242, token, 'wrong-secret')).statusCode).toBe(200);
    expect(sent).toHaveLength(0);

    expect((await messageNew(4242, token)).body).toBe('ok');
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]?.get('peer_id')).toBe('4242');
    expect(sent[0]?.get('message')).toContain('steve');

    const pending = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { login: 'steve', password: 'steve-demo-1' },
    });
    expect(pending.json()).toMatchObject({ error_code: -7 });
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]?.get('keyboard')).toContain('callback');
    const code = /(\d{6})/.exec(sent[1]?.get('message') ?? '')?.[1] ?? '';
    const challenge = pending.json<{ details: { challenge: string } }>().details.challenge;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/2fa',
      payload: { challenge, code },
    });
    expect(done.statusCode).toBe(200);
  });
});
