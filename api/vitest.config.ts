import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The api's tests on embedded PGlite: one in-memory database per test file.
export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
