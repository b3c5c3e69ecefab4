import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';

// Issue 13, finding 10: sessions never expired on the server.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionLifetime: { idleSeconds: 3600, maxSeconds: 3 * 3600 } } });
});
afterAll(async () => {
  await t.close();
});

async function signIn(): Promise<Record<string, string>> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { login: 'steve', password: 'steve-demo-1' },
  });
  const { accessId, accessToken } = answer.json<{ accessId: string; accessToken: string }>();
  return { 'access-id': accessId, 'access-token': accessToken };
}

const cabinet = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/cabinet', headers });

describe('sessions end on the server', () => {
  it('after the idle timeout', async () => {
    t.setNow(new Date('2032-01-01T10:00:00Z'));
    const headers = await signIn();
    t.setNow(new Date('2032-01-01T10:59:00Z'));
    expect((await cabinet(headers)).statusCode).toBe(200);
    t.setNow(new Date('2032-01-01T12:00:01Z'));
    expect((await cabinet(headers)).statusCode).toBe(401);
    t.setNow(new Date('2032-01-01T12:00:02Z'));
    // Ended for good, not only while idle.
    expect((await cabinet(headers)).statusCode).toBe(401);
  });

  it('after the absolute lifetime, however often it is used', async () => {
    t.setNow(new Date('2032-02-01T10:00:00Z'));
    const headers = await signIn();
    for (const time of ['10:50', '11:40', '12:30']) {
      t.setNow(new Date(`2032-02-01T${time}:00Z`));
      expect((await cabinet(headers)).statusCode).toBe(200);
    }
    t.setNow(new Date('2032-02-01T13:00:01Z'));
    expect((await cabinet(headers)).statusCode).toBe(401);
    t.setNow(undefined);
  });
});
