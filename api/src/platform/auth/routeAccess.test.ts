import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../testing/createTestApp.js';
import { signIn } from '../../testing/signIn.js';
import { errorCatalogue } from '../errors/errorCatalogue.js';

// A body missing every required field: validation would answer 400 and describe the schema.
const INCOMPLETE = { type: 'news' };

describe('route access declared on the route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a visitor with 401 before the body is validated', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/document/new', payload: INCOMPLETE });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error_code: errorCatalogue.UNAUTHORIZED.errorCode });
    expect(response.body).not.toContain('must have required property');
  });

  it('refuses a player without the permission with 403 before the body is validated', async () => {
    const headers = await signIn(t.app, 'steve', 'steve-demo-1');
    const response = await t.app.inject({ method: 'POST', url: '/api/rules/update', headers, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error_code: errorCatalogue.FORBIDDEN.errorCode });
  });

  it('validates the body of a caller who may write', async () => {
    const headers = await signIn(t.app, 'admin', 'admin-demo-1');
    const response = await t.app.inject({ method: 'POST', url: '/api/rules/update', headers, payload: {} });
    expect(response.statusCode).toBe(400);
  });

  it('answers in the language of Accept-Language, read once per request', async () => {
    const answer = (language: string) =>
      t.app.inject({ method: 'POST', url: '/api/document/new', headers: { 'accept-language': language } });
    const [russian, english] = await Promise.all([answer('ru-RU,ru;q=0.9'), answer('en-GB,en;q=0.8')]);
    expect(russian.json<{ error_message: string }>().error_message).not.toBe(
      english.json<{ error_message: string }>().error_message,
    );
  });
});
