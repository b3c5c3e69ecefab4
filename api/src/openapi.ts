import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import { buildApp } from './app.js';
import { offlineDatabase } from './db/offlineDatabase.js';
import { openApiDocument, openApiDocuments } from './platform/openapi/openApiDocuments.js';

/** Writes api/openapi/{website,system,launcher}.json without a database, for the gateway's build. */
const outDir = fileURLToPath(new URL('../openapi/', import.meta.url));

const app = await buildApp({
  config: {
    dataDir: '/nonexistent',
    systemApiToken: 'unused-openapi-export',
    logLevel: 'warn',
    logPretty: false,
  },
  database: offlineDatabase(),
  logger: false,
});
await app.ready();
await mkdir(outDir, { recursive: true });
for (const document of openApiDocuments) {
  const file = new URL(document.file, `file://${outDir}`);
  await writeFile(file, `${JSON.stringify(openApiDocument(app, document.name), null, 2)}\n`);
  console.log(`openapi: wrote ${fileURLToPath(file)}`);
}
await app.close();
