import { fileURLToPath } from 'node:url';

import { configDefaults, defineConfig } from 'vitest/config';

import { DATABASE_FREE, postgresRuns } from './vitest.fileSets.js';

// The same tests against a real PostgreSQL 15 server, started by the global setup (or TEST_DATABASE_URL).
const skip = !postgresRuns;

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
    // The files of a worker share one module graph instead of importing the app again each (half the
    // project's time went to that). They share no state: each builds its own app on its own database,
    // nothing mocks modules or changes the environment, and route schemas are copied per app (app.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
