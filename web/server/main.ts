import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createRequestHandler, type ServerBuild } from 'react-router';

import { parseTrustedProxies } from './clientAddress';
import { PageCache } from './pageCache';
import { createSiteListener } from './siteServer';

// `npm start`, docker and the browser tests run the site through this file instead of
// `react-router-serve`, which trusts any X-Forwarded-For, reads bodies whole and sets no security headers.

function readBytes(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const bytes = Number(value);
  if (!Number.isInteger(bytes) || bytes <= 0) throw new Error(`${name} must be a positive number of bytes`);
  return bytes;
}

function readMilliseconds(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds`);
  return ms;
}

const webRoot = path.resolve(import.meta.dirname, '..');
const build = (await import(pathToFileURL(path.join(webRoot, 'build/server/index.js')).href)) as ServerBuild;
const handler = createRequestHandler(build, process.env.NODE_ENV ?? 'production');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 3000);

const server = createServer(
  createSiteListener({
    handler: (request) => handler(request),
    clientDir: path.join(webRoot, 'build/client'),
    trust: parseTrustedProxies(process.env.TRUSTED_PROXIES),
    // authlib-injector clients reach the api's Yggdrasil API at the site's address.
    yggdrasilApi: process.env.API_URL ?? 'http://127.0.0.1:8080',
    // Anonymous pages answered from memory for this long (docs/performance.md); 0 renders every time.
    pageCache: new PageCache({ ttlMs: readMilliseconds('PAGE_CACHE_MS', 1000) }),
    limits: {
      graphql: readBytes('MAX_UPLOAD_BODY_BYTES', 11 * 1024 * 1024),
      other: readBytes('MAX_BODY_BYTES', 1024 * 1024),
    },
  }),
);
// A client that sends its headers or body slowly does not hold a connection for long.
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;

server.listen(port, host, () => {
  console.log(`web: http://${host}:${port}`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
