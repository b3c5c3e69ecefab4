import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startFakeApi } from './testing/fakeApi.js';
import { startGateway } from './testing/startGateway.js';

// Issue 13, finding 3: the gateway passed any client's X-Forwarded-For on to the api.
const fakeApi = await startFakeApi({ '/api/servers': { status: 200, body: { items: [], totalOnline: 0 } } });
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  // No trusted hop: whoever calls is the client.
  gateway = await startGateway(fakeApi.url, { GATEWAY_TRUSTED_PROXIES: '' });
});
afterAll(async () => {
  await gateway.close();
  await fakeApi.close();
});

describe('X-Forwarded-For through the gateway', () => {
  it("sends the caller's own address when the caller is not a trusted hop", async () => {
    fakeApi.requests.length = 0;
    await gateway.query('{ servers { totalOnline } }', { 'x-forwarded-for': '203.0.113.7' });
    expect(fakeApi.requests[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});
