import cluster from 'node:cluster';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { createRequestHandler, type ServerBuild } from 'react-router';

import { readSiteServerConfig } from '../app/platform/config.server';
import { parseTrustedProxies } from './clientAddress';
import { PageCache } from './pageCache';
import { createSiteListener } from './siteServer';
import { runWorkers, shareClears } from './workers';

// `npm start`, docker and the browser tests run the site through this file instead of
// `react-router-serve`, which trusts any X-Forwarded-For, reads bodies whole and sets no security headers.

// Checked before anything starts: a bad variable stops the process with every problem named.
const config = readSiteServerConfig(process.env);
const webRoot = path.resolve(import.meta.dirname, '..');

async function serve(): Promise<void> {
  const build = (await import(
    pathToFileURL(path.join(webRoot, 'build/server/index.js')).href
  )) as ServerBuild;
  const handler = createRequestHandler(build, config.handlerMode);
  const { host, port } = config;
  // Anonymous pages answered from memory for this long (docs/performance.md); 0 renders every time.
  // A write through any worker empties every worker's memory.
  const announceClear = shareClears(() => {
    pageCache.forget();
  });
  const pageCache = new PageCache({ ttlMs: config.pageCacheMs, onClear: announceClear });

  const server = createServer(
    createSiteListener({
      handler: (request) => handler(request),
      clientDir: path.join(webRoot, 'build/client'),
      trust: parseTrustedProxies(config.trustedProxies),
      // authlib-injector clients reach the api's Yggdrasil API at the site's address.
      yggdrasilApi: config.apiUrl,
      pageCache,
      limits: {
        graphql: config.maxUploadBodyBytes,
        other: config.maxBodyBytes,
      },
    }),
  );
  // A client that sends its headers or body slowly does not hold a connection for long.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;

  server.listen(port, host, () => {
    // Once, not per worker.
    if (cluster.isPrimary || cluster.worker?.id === 1) console.log(`web: http://${host}:${port}`);
  });

  function shutdown(): void {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  }
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

// One process per core by default (WEB_WORKERS; workers.ts): a render takes a core to itself.
await runWorkers({ count: config.workers, serve });
