import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { DEFAULT_PAYMENTS_CONFIG } from './payments.module.js';

// The site answers on a primary host and a region host; a payment returns to the one it started from.
const PRIMARY = 'http://play.example';
const REGION = 'https://ru.play.example';

let t: TestApp;
let steve: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      publicSiteUrl: PRIMARY,
      payments: { ...DEFAULT_PAYMENTS_CONFIG, publicSiteUrl: PRIMARY, siteOrigins: [PRIMARY, REGION] },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  steve = await signIn(t.app, 'steve');
});
afterAll(async () => t.close());

function start(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay',
    headers: { ...steve, 'x-idempotency-key': randomUUID() },
    payload: { amount: 100, method: 'card', ...payload },
  });
}

async function returnedTo(payload: Record<string, unknown>, decision: 'pay' | 'fail') {
  const started = await start(payload);
  expect(started.statusCode).toBe(200);
  const checkout = started.json<{ redirectUrl: string }>().redirectUrl.split('/').pop() ?? '';
  const decided = await t.app.inject({
    method: 'POST',
    url: `/payments/test/checkout/${checkout}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
  expect(decided.statusCode).toBe(303);
  return decided.headers.location;
}

describe('the return from a payment', () => {
  it('goes back to the region host and page the player paid from, with the result', async () => {
    const back = `${REGION}/ru/store?server=hitech&buy=2&period=month&mode=stack`;
    expect(await returnedTo({ returnTo: back }, 'pay')).toBe(`${back}&notify=success`);
    expect(await returnedTo({ returnTo: `${REGION}/en/pay?amount=150` }, 'fail')).toBe(
      `${REGION}/en/pay?amount=150&notify=failed`,
    );
  });

  it('goes to the primary host pay page when no return address is given', async () => {
    expect(await returnedTo({}, 'pay')).toBe(`${PRIMARY}/en/pay?notify=success`);
  });

  it('refuses a return address on a host the site does not serve, before any payment starts', async () => {
    for (const returnTo of ['https://evil.example/ru/pay', 'javascript:alert(1)', 'not an address']) {
      const refused = await start({ returnTo });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ details: { description: string } }>().details.description).toBe(
        'A payment can only return to the site',
      );
    }
  });
});
