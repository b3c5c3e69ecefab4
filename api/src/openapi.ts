import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { buildApp } from './app.js';
import { offlineDatabase } from './db/offlineDatabase.js';
import { errorCodeModule } from './platform/errors/errorCodeModule.js';
import { openApiDocument, openApiDocuments } from './platform/openapi/openApiDocuments.js';

/**
 * Writes api/openapi/{website,system,launcher}.json without a database, for the gateway's build, and the
 * error-code table the gateway and the site read (their generated/ folders).
 */
const outDir = fileURLToPath(new URL('../openapi/', import.meta.url));
const errorCodeFiles = ['../../gateway/src/generated/apiErrors.ts', '../../web/app/generated/apiErrors.ts'];

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
for (const target of errorCodeFiles) {
  const file = fileURLToPath(new URL(target, import.meta.url));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, errorCodeModule());
  console.log(`openapi: wrote ${file}`);
}
await app.close();
