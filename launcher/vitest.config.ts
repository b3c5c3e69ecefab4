import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'launcher', include: ['src/**/*.test.ts'] },
});
