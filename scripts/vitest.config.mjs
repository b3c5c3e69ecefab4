import { defineConfig } from 'vitest/config';

// The repository scripts' own tests (report reading, the product-doc citations).
export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'scripts', include: ['*.test.mjs'] },
});
