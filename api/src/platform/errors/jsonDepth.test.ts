import { randomUUID } from 'node:crypto';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from './jsonDepth.js';

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const items: unknown[] = Array.isArray(value) ? value : Object.values(value);
  return 1 + Math.max(0, ...items.map(depthOf));
}

describe('jsonDepthExceeds', () => {
  it('measures the nesting of any JSON text, brackets inside strings aside', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = JSON.stringify(value);
        const depth = depthOf(value);
        expect(jsonDepthExceeds(text, depth)).toBe(false);
        if (depth > 0) expect(jsonDepthExceeds(text, depth - 1)).toBe(true);
      }),
    );
  });
});

// Issue 27, case 7: a body nested 10,000 deep overflowed the stack of the idempotency key's canonical
// JSON and answered 500.
describe('a deeply nested JSON body', () => {
  let t: TestApp;
  let steve: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    steve = await signIn(t.app, 'steve');
  });
  afterAll(async () => {
    await t.close();
  });

  const nested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('is a 400 in the error shape on /api/ban/unban, not a 500', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/ban/unban',
      payload: nested(10_000),
      headers: { ...steve, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ error_code: number; details: { description: string } }>();
    expect(body.error_code).toBe(2);
    expect(body.details.description).toContain(String(MAX_JSON_DEPTH));
  });

  it('is a 400 on every JSON route, signed in or not', async () => {
    for (const url of ['/api/user/auth/login', '/api-launcher/auth', '/api/pay']) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        payload: nested(100_000),
        headers: { ...steve, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
      });
      expect(answer.statusCode, url).toBe(400);
    }
  });

  it('still takes an ordinary body nested a few levels', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/ban/unban',
      payload: nested(MAX_JSON_DEPTH - 1),
      headers: { ...steve, 'content-type': 'application/json', 'x-idempotency-key': randomUUID() },
    });
    expect(answer.statusCode).toBe(409);
  });
});
