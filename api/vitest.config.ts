import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The api's tests on embedded PGlite: one in-memory database per test file, each a copy of one
// migrated template made by the global setup.
export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/pgliteTemplateGlobalSetup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
