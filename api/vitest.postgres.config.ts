import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { POSTGRES_BIN, postgresAvailable } from './src/testing/postgresGlobalSetup.js';

// The same tests against a real PostgreSQL 15 server, started by the global setup (or TEST_DATABASE_URL).
const external = process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DATABASE_URL !== '';
const skip = !external && !postgresAvailable();
if (skip) console.warn(`PostgreSQL 15 binaries not found at ${POSTGRES_BIN}: skipping the PostgreSQL run`);

export default defineConfig({
  test: {
    name: 'api-postgres',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: skip ? [] : ['src/**/*.test.ts'],
    passWithNoTests: skip,
    globalSetup: skip ? [] : ['src/testing/postgresGlobalSetup.ts'],
    env: { LODESTONE_TEST_DATABASE: 'postgres' },
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
