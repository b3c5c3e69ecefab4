import { fileURLToPath } from 'node:url';

import { configDefaults, defineConfig } from 'vitest/config';

import { POSTGRES_BIN, postgresAvailable } from './src/testing/postgresGlobalSetup.js';

// The same tests against a real PostgreSQL 15 server, started by the global setup (or TEST_DATABASE_URL).
const external = process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';
const skip = !external && !postgresAvailable();

/**
 * Files whose outcome cannot depend on the database, run once (on PGlite) instead of twice: no
 * database at all (protocols, pure rules), or sweeps of the HTTP layer (schemas, session kinds,
 * permissions, bad input) that stop before any query a database could answer differently.
 */
const DATABASE_FREE = [
  'src/config.test.ts',
  'src/runtime.test.ts',
  'src/db/seed/seedDataDir.test.ts',
  'src/demo/playerCurve.test.ts',
  'src/modules/delivery/rcon/*.test.ts',
  'src/modules/documents/content/*.test.ts',
  'src/modules/gameStats/ping/{serverAddress,slpClient,slpInterop}.test.ts',
  'src/modules/launcher/zipArchive.test.ts',
  'src/modules/looks/textures.test.ts',
  'src/modules/main/publicCache.test.ts',
  'src/modules/servers/motd.test.ts',
  'src/modules/store/{storeRules,wipeRefund}.test.ts',
  'src/platform/auth/{permissions,secrets,sessionKinds,permissionSweep}.test.ts',
  'src/platform/openapi/*.test.ts',
  'src/platform/http/*.test.ts',
  'src/platform/errors/*.test.ts',
  'src/platform/storage/*.test.ts',
];
if (skip) console.warn(`PostgreSQL 15 binaries not found at ${POSTGRES_BIN}: skipping the PostgreSQL run`);

export default defineConfig({
  test: {
    name: 'api-postgres',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: skip ? [] : ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...DATABASE_FREE],
    passWithNoTests: skip,
    globalSetup: skip ? [] : ['src/testing/postgresGlobalSetup.ts'],
    env: { LODESTONE_TEST_DATABASE: 'postgres' },
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
