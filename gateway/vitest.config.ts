import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'gateway', include: ['src/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
});
