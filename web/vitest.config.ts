import { defineConfig } from 'vitest/config';

import { languageNames } from './vite/i18nNamespaces';

// Unit and component tests only; browser tests live in e2e/ and run under Playwright. The root config
// runs this as one project, so paths are anchored to this folder.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [languageNames()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Each file still gets a module graph of its own, in a VM context of a worker that lives on, instead
    // of a new worker and a new happy-dom per file: the project runs in under half the time.
    pool: 'vmThreads',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'eslint/**/*.test.ts', 'vite/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Vitest's 5 s default is tight for a first Mantine render while two workers share two cores.
    testTimeout: 20_000,
  },
});
