import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { oauthAccounts } from '../../db/schema/accounts.js';
import { checkLedger } from '../../platform/ledger/checkLedger.js';
import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { BONUS_COINS_MAX, BONUS_COINS_MIN, nextClaimAt, rollCoins } from './bonusRules.js';

// A local stand-in for the VK API: `groups.isMember` answers from this set of VK user ids.
const members = new Set<string>();
const asked: URLSearchParams[] = [];
let vkApi: Server;
let t: TestApp;
let steve: Record<string, string>;
const VK_USER = 424242;

beforeAll(async () => {
  vkApi = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      response.setHeader('content-type', 'application/json');
      if (!request.url?.endsWith('/groups.isMember')) {
        response.end(JSON.stringify({ error: { error_code: 3, error_msg: 'Unknown method' } }));
        return;
      }
      asked.push(params);
      response.end(JSON.stringify({ response: members.has(params.get('user_id') ?? '') ? 1 : 0 }));
    });
  });
  await new Promise<void>((resolve) => vkApi.listen(0, '127.0.0.1', resolve));
  const { port } = vkApi.address() as AddressInfo;
  t = await createTestApp({
    config: {
      bonus: {
        groupId: 555,
        token: 'vk-group-token',
        apiBaseUrl: `http://127.0.0.1:${port}/method`,
        groupUrl: 'https://vk.com/club555',
        webhookSecret: 'bonus-secret',
        confirmation: 'b0nus',
      },
    },
  });
  steve = await signIn(t.app, 'steve');
});

afterAll(async () => {
  await t.close();
  vkApi.close();
});

interface Status {
  steps: { linked: boolean; subscribed: boolean; messaged: boolean };
  ready: boolean;
  nextClaimAt: string | null;
}

const status = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/bonus/status', headers: steve })).json<Status>();
const give = () =>
  t.app.inject({ method: 'POST', url: '/api/bonus/give', headers: { ...steve, 'accept-language': 'en' } });
const callback = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api-system/bonus/vk', payload: { group_id: 555, ...payload } });

describe('bonus rules', () => {
  it('rolls 40 to 50 coins, both ends included', () => {
    expect(rollCoins(() => BONUS_COINS_MIN)).toBe(40);
    expect(rollCoins((_min, maxExclusive) => maxExclusive - 1)).toBe(BONUS_COINS_MAX);
    for (let i = 0; i < 50; i += 1) {
      const coins = rollCoins();
      expect(coins).toBeGreaterThanOrEqual(40);
      expect(coins).toBeLessThanOrEqual(50);
    }
  });

  it('opens again exactly 24 hours after the last bonus', () => {
    const last = new Date('2026-01-01T10:00:00Z');
    expect(nextClaimAt(null, last)).toBeNull();
    expect(nextClaimAt(last, new Date('2026-01-02T09:59:59Z'))?.toISOString()).toBe(
      '2026-01-02T10:00:00.000Z',
    );
    expect(nextClaimAt(last, new Date('2026-01-02T10:00:00Z'))).toBeNull();
  });
});

describe('daily bonus against the VK double', () => {
  it('refuses until every step is really done, then gives once per 24 h', async () => {
    expect((await status()).steps).toEqual({ linked: false, subscribed: false, messaged: false });
    expect((await give()).statusCode).toBe(409);

    // Step 1: VK becomes a sign-in method of the account.
    await t.database.db
      .insert(oauthAccounts)
      .values({ userId: 1, provider: 'vkid', subject: String(VK_USER) });
    expect((await status()).steps).toEqual({ linked: true, subscribed: false, messaged: false });
    expect(asked.at(-1)?.get('user_id')).toBe(String(VK_USER));
    expect(asked.at(-1)?.get('group_id')).toBe('555');

    // Step 2: the double now says they are a member.
    members.add(String(VK_USER));
    expect((await status()).steps.subscribed).toBe(true);

    // Step 3: a message to the community; without the secret it is dropped.
    const confirm = await callback({ type: 'confirmation' });
    expect(confirm.body).toBe('b0nus');
    const message = { type: 'message_new', object: { message: { from_id: VK_USER, text: 'hi' } } };
    expect((await callback({ ...message, secret: 'wrong' })).body).toBe('ok');
    expect((await status()).steps.messaged).toBe(false);
    await callback({ ...message, secret: 'bonus-secret' });
    const done = await status();
    expect(done.steps.messaged).toBe(true);
    expect(done.ready).toBe(true);

    t.setNow(new Date('2026-05-01T12:00:00Z'));
    const first = await give();
    expect(first.statusCode).toBe(200);
    const given = first.json<{ coins: number; nextClaimAt: string }>();
    expect(given.coins).toBeGreaterThanOrEqual(40);
    expect(given.coins).toBeLessThanOrEqual(50);
    expect(given.nextClaimAt).toBe('2026-05-02T12:00:00.000Z');
    const again = await give();
    expect(again.statusCode).toBe(409);
    expect((await status()).nextClaimAt).toBe('2026-05-02T12:00:00.000Z');

    t.setNow(new Date('2026-05-02T12:00:01Z'));
    expect((await give()).statusCode).toBe(200);
    await expect(checkLedger(t.database.db)).resolves.toEqual([]);

    // Leaving the community closes the bonus again.
    members.clear();
    t.setNow(new Date('2026-05-04T12:00:00Z'));
    expect((await give()).statusCode).toBe(409);
  });
});
