import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from './testing/fakeApi.js';
import { startGateway } from './testing/startGateway.js';

// Issue 13, finding 10: GraphiQL, introspection and suggestions were open and any Origin was reflected.
const fakeApi = await startFakeApi({ '/api/servers': { status: 200, body: { items: [], totalOnline: 0 } } });
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  gateway = await startGateway(fakeApi.url, { NODE_ENV: 'production', CORS_ORIGINS: 'https://site.example' });
});
afterAll(async () => {
  await gateway.close();
  await fakeApi.close();
});

describe('the gateway in production', () => {
  it('serves no GraphiQL', async () => {
    const response = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(404);
  });

  it('refuses introspection but keeps __typename', async () => {
    const refused = await gateway.query('{ __schema { types { name } } }');
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.length).toBeGreaterThan(0);
    expect((await gateway.query('{ __typename }')).errors).toBeUndefined();
  });

  it('suggests no field names', async () => {
    const result = await gateway.query('{ serverz { totalOnline } }');
    expect(JSON.stringify(result.errors)).not.toMatch(/Did you mean/i);
  });

  it('answers CORS only for configured origins', async () => {
    const preflight = (origin: string) =>
      fetch(gateway.url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    expect((await preflight('https://evil.example')).status).toBe(403);
    const allowed = await preflight('https://site.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://site.example');
    const simple = await fetch(gateway.url, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
