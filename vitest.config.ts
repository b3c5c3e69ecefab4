import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every workspace; the api's tests run on a real PostgreSQL 15 server
// started by its global setup, and on PGlite those api/vitest.fileSets.ts names.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one file at a time on a two-core CI machine,
    // where api files spend much of their time waiting for PostgreSQL or a local stand-in server.
    maxWorkers: Math.max(2, availableParallelism()),
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
