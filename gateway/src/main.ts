import { createServer } from 'node:http';
import path from 'node:path';

import { withResponseCache } from './cachedHandler.js';
import { compileTrust, settleForwardedFor } from './forwardedFor.js';
import { loadBuiltMesh } from './loadBuiltMesh.js';
import { asksForGraphiql, foreignPreflight } from './productionPosture.js';
import { gatewayConfig } from './gatewayConfig.js';
import { apiCaller } from './knownQueries/apiCall.js';
import { forwardedHeaders, KnownQueries } from './knownQueries/knownQueries.js';
import { settleRequestId } from './requestId.js';
import { ResponseCache } from './responseCache.js';
import {
  meshSourceDocuments,
  readsOnlyRootFields,
  sameWhenSignedInRootFields,
  sharedRootFields,
  writesOwnDataRootFields,
} from './sharedRootFields.js';

// Our own listener around Mesh's built handler, instead of `mesh start`: `mesh start` bakes host and port
// into the build, while a deployment sets them at start (GATEWAY_HOST, GATEWAY_PORT), as api and web do.
const config = gatewayConfig();
// Anonymous query answers from memory for a moment (responseCache.ts, docs/performance.md), only of the
// root fields the api marks shared in the OpenAPI documents the mesh was built from; signed-in ones too
// where every root field is marked the same when signed in.
// The signed-in state a page asks after each navigation is a mutation that writes nothing shared.
const sourceDocuments = meshSourceDocuments(path.resolve(import.meta.dirname, '..'));
const mesh = await loadBuiltMesh();
const readsOnlyFields = readsOnlyRootFields(sourceDocuments);
// Queries of argument-free GETs (the signed-in cabinet) and the signed-in state without Mesh's execution
// (knownQueries.ts).
const knownQueries = new KnownQueries(
  mesh.schema,
  forwardedHeaders(mesh.sources),
  apiCaller(config.apiUrl),
  readsOnlyFields,
);
const handler = withResponseCache(
  mesh.handler,
  new ResponseCache({
    ttlMs: config.cacheMs,
    sharedFields: sharedRootFields(sourceDocuments),
    sameWhenSignedInFields: sameWhenSignedInRootFields(sourceDocuments),
    readsOnlyFields,
    writesOwnDataFields: writesOwnDataRootFields(sourceDocuments),
  }),
  knownQueries,
);
const trust = compileTrust(config.trustedProxies);
const { toolsOpen, corsOrigins: allowedOrigins } = config;
const server = createServer((request, response) => {
  settleRequestId(request, response);
  if (foreignPreflight(request, allowedOrigins)) {
    response.writeHead(403).end();
    return;
  }
  if (!toolsOpen && asksForGraphiql(request)) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    return;
  }
  settleForwardedFor(request, trust);
  handler(request, response);
});

server.listen(config.port, config.host, () => {
  console.log(
    `gateway: GraphQL and GraphiQL on http://${config.host}:${config.port}/graphql (api ${config.apiUrl})`,
  );
});

function shutdown(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
