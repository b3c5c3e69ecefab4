import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { ReferralsRepository } from './referrals.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function visit(code: string, ip = '203.0.113.7', userAgent = 'Mozilla/5.0') {
  return t.app.inject({
    method: 'POST',
    url: `/api/referral/visit/${code}`,
    headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
  });
}

describe('GET /api/referral/alias/:alias', () => {
  it('maps a deprecated alias to its code, case-insensitively', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/referral/alias/youtube' })).json()).toEqual({
      code: 'lodestone_yt',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/referral/alias/YouTube' })).json()).toEqual({
      code: 'lodestone_yt',
    });
  });

  it('answers null for an unknown alias', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/referral/alias/myspace' })).json()).toEqual({
      code: null,
    });
  });
});

describe('POST /api/referral/visit/:code', () => {
  it('counts a visitor once a day per code', async () => {
    t.setNow(new Date('2030-01-01T10:00:00Z'));
    expect((await visit('steve2030')).json()).toEqual({ registered: true });
    expect((await visit('steve2030')).json()).toEqual({ registered: false });
    expect((await visit('steve2030', '198.51.100.1')).json()).toEqual({ registered: true });
    expect((await visit('alex2030')).json()).toEqual({ registered: true });
    t.setNow(new Date('2030-01-02T10:00:01Z'));
    expect((await visit('steve2030')).json()).toEqual({ registered: true });
    t.setNow(undefined);
  });

  it('stores a hash of the address, never the address, and at most 500 characters of user agent', async () => {
    await visit('longagent', '192.0.2.55', 'x'.repeat(2000));
    const [row] = await new ReferralsRepository(t.database.db).visits('longagent');
    expect(row?.userAgent).toHaveLength(500);
    expect(row?.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('192.0.2.55');
  });

  it('refuses a malformed code', async () => {
    const response = await visit('not a code!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 2 });
    expect((await visit('x'.repeat(33))).statusCode).toBe(400);
  });
});
