import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace; the api's tests run twice, on PGlite and on a
// real PostgreSQL 15 server started by its global setup.
export default defineConfig({
  test: {
    projects: [
      'api/vitest.config.ts',
      'api/vitest.postgres.config.ts',
      'gateway/vitest.config.ts',
      'web/vitest.config.ts',
      'launcher/vitest.config.ts',
      'scripts/vitest.config.mjs',
    ],
  },
});
