import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // graphql 17 has a `development` build that Vite picks for our files while Node loads the regular one
    // for packages it loads itself; two copies refuse each other's types. Vite loads these ones too.
    server: { deps: { inline: [/@graphql-tools\//] } },
  },
});
