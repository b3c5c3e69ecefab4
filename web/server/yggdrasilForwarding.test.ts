// @vitest-environment node
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { parseTrustedProxies } from './clientAddress';
import { createSiteListener } from './siteServer';
import { yggdrasilTarget } from './yggdrasilForwarding';

interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const upstreamSeen: Received[] = [];
const pagesSeen: string[] = [];
let upstream: Server;
let site: Server;
let siteUrl: string;

/** A GET with the path sent as written (fetch would resolve dot segments before sending). */
function rawGet(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(siteUrl);
    get({ host: hostname, port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve(Buffer.concat(chunks).toString());
      });
    }).on('error', reject);
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // Stands in for the api: records what arrives and tries to set a cookie on the site's origin.
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      upstreamSeen.push({
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': 'access_token=planted; Path=/',
      });
      response.end('{"ok":true}');
    });
  });
  const apiUrl = await listen(upstream);
  site = createServer(
    createSiteListener({
      // Stands in for React Router: every page and action, with the app's middleware.
      handler: (request) => {
        pagesSeen.push(new URL(request.url).pathname);
        return Promise.resolve(new Response('page', { headers: { 'content-type': 'text/html' } }));
      },
      trust: parseTrustedProxies(''),
      limits: { graphql: 4096, other: 1024 },
      yggdrasilApi: apiUrl,
    }),
  );
  siteUrl = await listen(site);
});

afterAll(async () => {
  await new Promise<void>((resolve) =>
    site.close(() => {
      resolve();
    }),
  );
  await new Promise<void>((resolve) =>
    upstream.close(() => {
      resolve();
    }),
  );
});

beforeEach(() => {
  upstreamSeen.length = 0;
  pagesSeen.length = 0;
});

describe('the Yggdrasil path of the site (issue 28 #1)', () => {
  it('forwards a POST without Origin to the api, never through the pages', async () => {
    const answer = await fetch(`${siteUrl}/api-launcher/yggdrasil/authserver/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Java/17' },
      body: '{"username":"steve","password":"x"}',
    });
    expect(answer.status).toBe(200);
    expect(pagesSeen).toEqual([]);
    expect(upstreamSeen).toHaveLength(1);
    expect(upstreamSeen[0]?.url).toBe('/api-launcher/yggdrasil/authserver/authenticate');
    expect(upstreamSeen[0]?.body).toBe('{"username":"steve","password":"x"}');
    expect(upstreamSeen[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(answer.headers.get('x-authlib-injector-api-location')).toBe('/api-launcher/yggdrasil/');
  });

  it('passes no cookie or site credential upstream, and no Set-Cookie back', async () => {
    const answer = await fetch(`${siteUrl}/api-launcher/yggdrasil/sessionserver/session/minecraft/join`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'access_id=a1; access_token=secret',
        'access-id': 'a1',
        'access-token': 'secret',
        authorization: 'Bearer secret',
        origin: 'https://evil.example',
      },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBeNull();
    const headers = upstreamSeen[0]?.headers ?? {};
    for (const name of ['cookie', 'access-id', 'access-token', 'authorization', 'origin'])
      expect(headers[name]).toBeUndefined();
  });

  it('keeps dot segments from leaving the Yggdrasil API', async () => {
    for (const path of [
      '/api-launcher/yggdrasil/../../api/user/me',
      '/api-launcher/yggdrasil/%2e%2e/%2E%2E/api/user/me',
      '/api-launcher/yggdrasilx',
    ]) {
      expect(await rawGet(path)).toBe('page');
    }
    expect(upstreamSeen).toEqual([]);
    expect(yggdrasilTarget('/api-launcher/yggdrasil')).toBe('/api-launcher/yggdrasil');
    expect(yggdrasilTarget('/api-launcher/yggdrasil/x/../y?q=1')).toBe('/api-launcher/yggdrasil/y?q=1');
    expect(yggdrasilTarget('//evil.example/api-launcher/yggdrasil/')).toBeUndefined();
  });
});
