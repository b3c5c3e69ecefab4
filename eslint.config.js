import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import moduleBoundaries from './api/eslint/moduleBoundaries.js';
import featureBoundaries from './web/eslint/featureBoundaries.js';

// One plugin for both kinds of folders that meet only through their public files.
const boundaries = { rules: { ...featureBoundaries.rules, ...moduleBoundaries.rules } };

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/generated/**',
      '**/.mesh/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': 'off',
    },
  },
  {
    files: ['web/app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Features meet only through their public files (web/eslint/featureBoundaries.js).
    files: ['web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/feature-boundaries': 'error' },
  },
  {
    // The site's useQuery reads a server render's result from the cache without Apollo's ObservableQuery
    // (web/app/platform/apollo/useQuery.ts); Apollo's own hook is for that file alone.
    files: ['web/app/**/*.{ts,tsx}'],
    ignores: ['web/app/platform/apollo/useQuery.ts', 'web/app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client/react',
              importNames: ['useQuery'],
              message:
                'Import useQuery from platform/apollo/useQuery: it answers a server render from the cache.',
            },
          ],
        },
      ],
    },
  },
  {
    // Views keep data, components draw, routes only wire: a route module declares its loader, meta and
    // boundary and renders a feature's view; it runs no query or mutation of its own.
    files: ['web/app/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@apollo/client/react',
              message: "A route renders a feature's view; queries and mutations live in the feature.",
            },
          ],
          patterns: [
            {
              group: ['**/platform/apollo/useQuery'],
              message: "A route renders a feature's view; queries and mutations live in the feature.",
            },
          ],
        },
      ],
    },
  },
  {
    // Modules meet only through their index.ts (api/eslint/moduleBoundaries.js).
    files: ['api/src/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/module-boundaries': 'error' },
  },
  {
    // Every visible string comes from the ru and en catalogues: no text in JSX, and no literal in the
    // attributes people read (labels, titles, alternative texts, placeholders).
    files: ['web/app/**/*.tsx'],
    ignores: ['web/app/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|alt|placeholder|label|description)$/] > Literal[value=/\\p{L}/u]',
          message: 'Visible text comes from the i18n catalogues (t(...)).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
