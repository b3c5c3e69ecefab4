import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { requestIdOf } from './requestId.js';

describe('request id', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ seed: false });
  });
  afterAll(() => test.close());

  it('keeps the id the hop before gave (site server, gateway, nginx) and answers with it', async () => {
    const given = '6f1c2a0e-4d0b-4c4e-9a3e-2b7f3f6d9a11';
    const answer = await test.app.inject({ url: '/api/main', headers: { 'x-request-id': given } });
    expect(answer.headers['x-request-id']).toBe(given);
  });

  it('gives a request without one (or with one unfit for a log line) a new id', async () => {
    const bare = await test.app.inject({ url: '/api/main' });
    const odd = await test.app.inject({ url: '/api/main', headers: { 'x-request-id': 'a b\nforged line' } });
    expect(bare.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.headers['x-request-id']).not.toBe(bare.headers['x-request-id']);
  });

  it('accepts only short ids of safe characters', () => {
    expect(requestIdOf({ 'x-request-id': '0123456789abcdef0123456789abcdef' })).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    expect(requestIdOf({ 'x-request-id': 'short' })).not.toBe('short');
    expect(requestIdOf({ 'x-request-id': 'x'.repeat(129) })).toHaveLength(36);
  });
});
