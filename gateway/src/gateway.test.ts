import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from './testing/fakeApi.js';
import { startGateway } from './testing/startGateway.js';

const server = {
  id: 1,
  slug: 'hitech',
  name: 'HiTech',
  mainWorldArea: '8000×8000',
  otherWorldArea: '4000×4000',
  gameVersion: '1.12.2',
  pvpMode: 'pvp',
  address: 'hitech.lodestone.example:25565',
  online: 42,
  maxPlayers: 300,
  recordDay: 50,
  recordMax: 120,
  isOnline: true,
  documentSlug: 'hitech',
};

const fakeApi = await startFakeApi({
  '/api/servers': { status: 200, body: { items: [server], totalOnline: 42 } },
  '/api/document': {
    status: 404,
    body: {
      error_code: 3,
      error_message: 'Not found',
      details: { description: "No document with slug 'x'" },
    },
  },
  '/api-system/status': { status: 502, body: 'Bad gateway' },
  '/api-launcher/clients': { status: 200, body: { items: [] } },
});
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  gateway = await startGateway(fakeApi.url);
});
afterAll(async () => {
  await gateway.close();
  await fakeApi.close();
});

describe('gateway over the api', () => {
  it('answers a query with the api data', async () => {
    const result = await gateway.query('{ servers { totalOnline items { name online pvpMode } } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      servers: { totalOnline: 42, items: [{ name: 'HiTech', online: 42, pvpMode: 'pvp' }] },
    });
  });

  it('forwards the client headers and sends no absent ones', async () => {
    fakeApi.requests.length = 0;
    await gateway.query('{ servers { totalOnline } }', {
      'access-id': '17',
      'access-token': 'secret-token',
      'accept-language': 'en',
      'x-idempotency-key': '0b6f3f3e-8a0e-4b43-9d2f-6a4b0f7b1c2d',
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'Mozilla/5.0 (e2e)',
      'x-request-id': 'site-request-0001',
    });
    await gateway.query('{ launcherClients { items { uuid } } }');
    const [withHeaders, withoutHeaders] = fakeApi.requests;
    expect(withHeaders?.headers).toMatchObject({
      'access-id': '17',
      'access-token': 'secret-token',
      'accept-language': 'en',
      'x-idempotency-key': '0b6f3f3e-8a0e-4b43-9d2f-6a4b0f7b1c2d',
      'x-forwarded-for': '203.0.113.7',
      'user-agent': 'Mozilla/5.0 (e2e)',
      'x-request-id': 'site-request-0001',
    });
    // A request that came without an id gets one, so the api's lines of it still share one.
    expect(withoutHeaders?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const name of ['access-id', 'access-token', 'x-idempotency-key']) {
      expect(withoutHeaders?.headers[name]).toBeUndefined();
    }
  });

  it('turns an api error into exactly the four extensions, with no upstream detail', async () => {
    const result = await gateway.query('{ document(slug: "x") { title } }');
    expect(result.errors).toHaveLength(1);
    expect(result.errors?.[0]?.message).toBe("No document with slug 'x'");
    expect(result.errors?.[0]?.extensions).toEqual({
      status: 404,
      error_code: 3,
      error_message: 'Not found',
      details: { description: "No document with slug 'x'" },
    });
    const text = JSON.stringify(result);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toContain('http');
  });

  it('reports a 5xx without an error body as NO_CONNECTION', async () => {
    const result = await gateway.query('{ systemStatus { version } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ status: 502, error_message: 'NO_CONNECTION' });
  });

  it('reports an unreachable api as NO_CONNECTION without its address', async () => {
    const downGateway = await startGateway('http://127.0.0.1:9');
    try {
      const result = await downGateway.query('{ servers { totalOnline } }');
      expect(result.errors?.[0]?.extensions).toEqual({
        status: 0,
        error_code: 0,
        error_message: 'NO_CONNECTION',
        details: { description: 'The api is not reachable' },
      });
      expect(JSON.stringify(result)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|:9\b/);
    } finally {
      await downGateway.close();
    }
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: servers { totalOnline }`).join(' ');
    const aliased = await gateway.query(`{ ${aliases} }`);
    expect(aliased.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
  });

  it('refuses queries deeper than the configured limit', async () => {
    const shallowGateway = await startGateway(fakeApi.url, { GRAPHQL_MAX_DEPTH: '2' });
    try {
      const allowed = await shallowGateway.query('{ servers { totalOnline } }');
      expect(allowed.errors).toBeUndefined();
      const refused = await shallowGateway.query('{ servers { items { name } } }');
      expect(refused.errors?.[0]?.message).toMatch(/Query depth limit of 2 exceeded/);
    } finally {
      await shallowGateway.close();
    }
  });

  it('serves GraphiQL with every asset inline (works offline)', async () => {
    const response = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    // Booleans, not the page: a failure should not print a megabyte of inlined GraphiQL.
    expect(html.includes('graphiql')).toBe(true);
    expect(/<script[^>]+src=["']https?:/i.test(html)).toBe(false);
    expect(/<link[^>]+href=["']https?:/i.test(html)).toBe(false);
  });
});
