import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { DATABASE_FREE, EMBEDDED_DEFAULT, postgresRuns } from './vitest.fileSets.js';

// Every file on PGlite when PostgreSQL does not run (or API_TESTS_ALL_ON_PGLITE=1 asks for it).
const all = !postgresRuns || process.env.API_TESTS_ALL_ON_PGLITE === '1';

// The api's tests on embedded PGlite: one in-memory database per test file, each a copy of one
// migrated template made by the global setup. With PostgreSQL running the rest (vitest.fileSets.ts),
// PGlite runs the database-free files and what the embedded default is asked in particular.
export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: all ? ['src/**/*.test.ts', 'eslint/*.test.ts'] : [...DATABASE_FREE, ...EMBEDDED_DEFAULT],
    globalSetup: ['src/testing/pgliteTemplateGlobalSetup.ts'],
    environment: 'node',
    // The files of a worker share one module graph instead of importing the app again each (half the
    // project's time went to that). They share no state: each builds its own app on its own database,
    // nothing mocks modules or changes the environment, and route schemas are copied per app (app.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
