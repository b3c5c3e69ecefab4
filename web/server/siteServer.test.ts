// @vitest-environment node
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { parseTrustedProxies } from './clientAddress';
import { PageCache } from './pageCache';
import { createSiteListener } from './siteServer';

interface Seen {
  url: string;
  forwardedFor: string | null;
  requestId: string | null;
  nonce: string | null;
  bodyBytes: number;
}

const seen: Seen[] = [];
/** `/slow` renders wait for this gate (tests of what is served while a page renders again). */
let slowGate: Promise<void> = Promise.resolve();
let slowRenders = 0;

/** Stands in for React Router: records what it was given and answers a small page. */
async function fakeHandler(request: Request): Promise<Response> {
  const body = request.body ? await request.arrayBuffer() : new ArrayBuffer(0);
  seen.push({
    url: request.url,
    forwardedFor: request.headers.get('x-forwarded-for'),
    requestId: request.headers.get('x-request-id'),
    nonce: request.headers.get('x-lodestone-csp-nonce'),
    bodyBytes: body.byteLength,
  });
  const url = new URL(request.url);
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  if (url.pathname === '/set-cookie') headers.append('set-cookie', 'a=1; Path=/');
  // The gateway's word on a /graphql POST: a read ('0') or a possible write.
  if (url.pathname === '/graphql') {
    const writes = url.searchParams.get('writes');
    const graphqlHeaders = new Headers({ 'content-type': 'application/json' });
    if (writes !== null) graphqlHeaders.set('x-lodestone-writes', writes);
    return new Response('{"data":{}}', { headers: graphqlHeaders });
  }
  const nonce = request.headers.get('x-lodestone-csp-nonce') ?? '';
  if (url.pathname === '/slow') {
    slowRenders += 1;
    const version = slowRenders;
    await slowGate;
    return new Response(`<html><script nonce="${nonce}"></script>version ${version}</html>`, { headers });
  }
  return new Response(`<html><body><script nonce="${nonce}"></script>${'page '.repeat(200)}</body></html>`, {
    headers,
  });
}

async function listen(
  trustedProxies: string,
  pageCache?: PageCache,
): Promise<{ server: Server; port: number }> {
  const server = createServer(
    createSiteListener({
      handler: fakeHandler,
      trust: parseTrustedProxies(trustedProxies),
      limits: { graphql: 4096, other: 1024 },
      ...(pageCache ? { pageCache } : {}),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP request, so the test controls chunking and can keep writing after a 413. */
function send(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string>; chunks?: Buffer[] },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path ?? '/ru',
        headers: options.headers,
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts),
          });
        });
      },
    );
    request.on('error', reject);
    for (const chunk of options.chunks ?? []) request.write(chunk);
    request.end();
  });
}

let direct: { server: Server; port: number };
let behindProxy: { server: Server; port: number };
let caching: { server: Server; port: number };
let clock = 0;

beforeAll(async () => {
  direct = await listen('');
  behindProxy = await listen('127.0.0.1');
  caching = await listen('', new PageCache({ ttlMs: 1000, now: () => clock }));
});
afterAll(() => {
  direct.server.close();
  behindProxy.server.close();
  caching.server.close();
});

describe('the memory of anonymous pages', () => {
  it('renders a page once per lifetime, each answer with its own nonce', async () => {
    seen.length = 0;
    const first = await send(caching.port, { path: '/en/rules' });
    const second = await send(caching.port, { path: '/en/rules' });
    expect(seen).toHaveLength(1);
    const nonceOf = (answer: RawAnswer) =>
      /nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.body.toString()).toContain(`nonce="${nonceOf(second) ?? '?'}"`);
    expect(second.body.toString()).not.toContain(`nonce="${nonceOf(first) ?? '?'}"`);
    clock += 1001;
    await send(caching.port, { path: '/en/rules' });
    expect(seen).toHaveLength(2);
  });

  it('renders a page once for many requests arriving together', async () => {
    seen.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => send(caching.port, { path: '/en/start' })),
    );
    expect(seen).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
  });

  it('renders again after a write, and always for signed-in visitors and cookie-setting pages', async () => {
    seen.length = 0;
    await send(caching.port, { path: '/en/team' });
    await send(caching.port, { method: 'POST', path: '/ru/login', headers: { 'content-length': '0' } });
    await send(caching.port, { path: '/en/team' });
    expect(seen).toHaveLength(3);
    await send(caching.port, { path: '/en/team', headers: { cookie: 'access_token=x' } });
    await send(caching.port, { path: '/set-cookie' });
    await send(caching.port, { path: '/set-cookie' });
    expect(seen).toHaveLength(6);
  });

  it('keeps its pages through a /graphql POST the gateway read, never through one that may have written', async () => {
    seen.length = 0;
    const post = (writes: string | null) =>
      send(caching.port, {
        method: 'POST',
        path: writes === null ? '/graphql' : `/graphql?writes=${writes}`,
        headers: { 'content-length': '0' },
      });
    await send(caching.port, { path: '/en/news' });
    await post('0');
    await send(caching.port, { path: '/en/news' });
    expect(seen.filter((render) => render.url.endsWith('/en/news'))).toHaveLength(1);
    await post('1');
    await send(caching.port, { path: '/en/news' });
    // No word from the gateway (another one, or its memory off) counts as a write.
    await post(null);
    await send(caching.port, { path: '/en/news' });
    expect(seen.filter((render) => render.url.endsWith('/en/news'))).toHaveLength(3);
  });

  it('answers from memory with the headers of a render: its ETag, a 304 for it, gzip, a fresh nonce', async () => {
    const rendered = await send(caching.port, { path: '/en/faq' });
    const remembered = await send(caching.port, { path: '/en/faq' });
    const nonceOf = (answer: RawAnswer) =>
      /nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '?';
    expect(remembered.headers.etag).toBe(rendered.headers.etag);
    expect(remembered.headers['cache-control']).toBe('private, no-cache');
    expect(remembered.headers.vary).toBe('Cookie');
    expect(remembered.headers['x-frame-options']).toBe('DENY');
    expect(Number(remembered.headers['content-length'])).toBe(remembered.body.length);
    expect(remembered.body.toString()).toBe(
      rendered.body.toString().replace(nonceOf(rendered), nonceOf(remembered)),
    );
    const unchanged = await send(caching.port, {
      path: '/en/faq',
      headers: { 'if-none-match': String(rendered.headers.etag) },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers['content-security-policy']).toBeUndefined();
    const zipped = await send(caching.port, { path: '/en/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(gunzipSync(zipped.body).toString()).toContain(`nonce="${nonceOf(zipped)}"`);
  });

  it('serves the previous page while it renders again after its lifetime, never across a write', async () => {
    slowRenders = 0;
    const first = await send(caching.port, { path: '/slow' });
    expect(first.body.toString()).toContain('version 1');
    let open = (): void => undefined;
    slowGate = new Promise((resolve) => {
      open = resolve;
    });
    clock += 1001;
    const rendering = send(caching.port, { path: '/slow' });
    await vi.waitFor(() => {
      expect(slowRenders).toBe(2);
    });
    const meanwhile = await send(caching.port, { path: '/slow' });
    expect(meanwhile.body.toString()).toContain('version 1');
    open();
    expect((await rendering).body.toString()).toContain('version 2');
    expect((await send(caching.port, { path: '/slow' })).body.toString()).toContain('version 2');

    // After a write nothing older is served, even while the page renders again.
    slowGate = new Promise((resolve) => {
      open = resolve;
    });
    await send(caching.port, { method: 'POST', path: '/ru/login', headers: { 'content-length': '0' } });
    clock += 1001;
    const afterWrite = send(caching.port, { path: '/slow' });
    await vi.waitFor(() => {
      expect(slowRenders).toBe(3);
    });
    const waiting = send(caching.port, { path: '/slow' });
    open();
    expect((await afterWrite).body.toString()).toContain('version 3');
    expect((await waiting).body.toString()).toContain('version 3');
    slowGate = Promise.resolve();
  });
});

describe("the site's server", () => {
  it("sets X-Forwarded-For from the socket, ignoring the client's claim (issue 13, finding 3)", async () => {
    seen.length = 0;
    await send(direct.port, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(seen[0]?.forwardedFor).toBe('127.0.0.1');
  });

  it('takes the address a trusted proxy reports, and only the nearest untrusted hop', async () => {
    seen.length = 0;
    await send(behindProxy.port, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } });
    expect(seen[0]?.forwardedFor).toBe('203.0.113.9');
  });

  it("keeps the proxy's request id, or makes one, and gives the page and the answer the same", async () => {
    seen.length = 0;
    const given = await send(direct.port, {
      headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' },
    });
    const made = await send(direct.port, { headers: { 'x-request-id': 'no spaces allowed' } });
    expect(seen[0]?.requestId).toBe('0123456789abcdef0123456789abcdef');
    expect(given.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    expect(seen[1]?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers['x-request-id']).toBe(seen[1]?.requestId);
  });

  it('drops a nonce the client sends and makes its own for each request', async () => {
    seen.length = 0;
    const first = await send(direct.port, { headers: { 'x-lodestone-csp-nonce': 'chosen' } });
    await send(direct.port, {});
    expect(seen[0]?.nonce).not.toBe('chosen');
    expect(seen[0]?.nonce).not.toBe(seen[1]?.nonce);
    expect(String(first.headers['content-security-policy'])).toContain(`'nonce-${seen[0]?.nonce ?? ''}'`);
  });

  it('sends the security headers (issue 13, finding 6)', async () => {
    const answer = await send(direct.port, {});
    expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('points authlib-injector launchers at the Yggdrasil API from every page', async () => {
    const answer = await send(direct.port, { path: '/en/servers' });
    expect(answer.headers['x-authlib-injector-api-location']).toBe('/api-launcher/yggdrasil/');
  });

  it('adds HSTS when a trusted proxy says the visitor came over https', async () => {
    const spoofed = await send(direct.port, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await send(behindProxy.port, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('marks signed-in pages and cookie-setting answers no-store', async () => {
    const signedIn = await send(direct.port, { headers: { cookie: 'access_id=1; access_token=x' } });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const setsCookie = await send(direct.port, { path: '/set-cookie' });
    expect(setsCookie.headers['cache-control']).toBe('no-store');
    const visitor = await send(direct.port, {});
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
  });

  it('lets an anonymous visitor revalidate an unchanged page: same ETag despite a new nonce, then 304', async () => {
    const first = await send(direct.port, {});
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await send(direct.port, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The stored page's nonce must stay the one its stored policy names: no new policy on a 304.
    expect(again.headers['content-security-policy']).toBeUndefined();
    const stale = await send(direct.port, { headers: { 'if-none-match': 'W/"other"' } });
    expect(stale.status).toBe(200);
    const signedIn = await send(direct.port, {
      headers: { 'if-none-match': etag, cookie: 'access_token=x' },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
  });

  it('compresses pages for clients that accept gzip', async () => {
    const answer = await send(direct.port, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toContain('page page');
  });

  it('refuses a declared oversized body before reading it (issue 13, finding 5)', async () => {
    seen.length = 0;
    const answer = await send(direct.port, {
      method: 'POST',
      path: '/ru/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '60000000' },
    }).catch(() => undefined);
    expect(answer?.status ?? 413).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('stops a chunked body at the limit with 413', async () => {
    seen.length = 0;
    const answer = await send(direct.port, {
      method: 'POST',
      path: '/ru/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
      chunks: Array.from({ length: 8 }, () => Buffer.alloc(512, 'a')),
    }).catch(() => undefined);
    expect(answer?.status).toBe(413);
  });

  it('lets bodies under the limit through, with a larger one for /graphql uploads', async () => {
    seen.length = 0;
    const form = await send(direct.port, {
      method: 'POST',
      path: '/ru/login',
      chunks: [Buffer.alloc(1000, 'a')],
    });
    const upload = await send(direct.port, {
      method: 'POST',
      path: '/graphql',
      chunks: [Buffer.alloc(3000, 'a')],
    });
    expect([form.status, upload.status]).toEqual([200, 200]);
    expect(seen.map((entry) => entry.bodyBytes)).toEqual([1000, 3000]);
  });
});
