import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

// Issue 13, findings 3 and 5: the api believed any X-Forwarded-For and kept slow bodies open for minutes.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { trustedProxies: ['10.0.0.2'], idleTimeoutMs: 400 } });
});
afterAll(async () => {
  await t.close();
});

function visit(code: string, from: string, claimed: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/referral/visit/${code}`,
    remoteAddress: from,
    headers: { 'x-forwarded-for': claimed, 'user-agent': 'Mozilla/5.0' },
  });
}

describe('client addresses', () => {
  it('ignores X-Forwarded-For from a caller that is not a configured hop', async () => {
    expect((await visit('trustcode1', '198.51.100.20', '203.0.113.1')).json()).toEqual({ registered: true });
    // Another claimed address from the same socket is still the same visitor.
    expect((await visit('trustcode1', '198.51.100.20', '203.0.113.2')).json()).toEqual({ registered: false });
  });

  it('believes the configured hop (the gateway)', async () => {
    expect((await visit('trustcode2', '10.0.0.2', '203.0.113.1')).json()).toEqual({ registered: true });
    expect((await visit('trustcode2', '10.0.0.2', '203.0.113.2')).json()).toEqual({ registered: true });
  });
});

describe('slow bodies', () => {
  it('cuts off a request whose body stalls', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const started = Date.now();
    socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"lo',
    );
    socket.resume();
    await new Promise<void>((resolve) => {
      socket.once('close', () => {
        resolve();
      });
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('unauthenticated writes', () => {
  it('get 401 before their body is validated or even parsed (issue 13, finding 10)', async () => {
    const attempts = [
      { url: '/api/document/new', payload: '{}' },
      { url: '/api/document/new', payload: '{"title": 1e400, "x": "\u0000"}' },
      { url: '/api/document/new', payload: '{not json' },
      { url: '/api/user/settings/mail/new', payload: '{"email": 42}' },
    ];
    for (const { url, payload } of attempts) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toMatchObject({ error_code: expect.any(Number) as number });
    }
  });
});
