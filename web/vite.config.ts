import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';

import { defineConfig, type Plugin } from 'vite';

import { i18nNamespaces } from './vite/i18nNamespaces';
import { mantineStylesPerComponent } from './vite/mantineStylesPerComponent';
import { siteCodeGroups } from './vite/siteCodeGroups';
import { VENDOR_GROUPS } from './vite/vendorGroups';
import { yggdrasilInDev } from './vite/yggdrasilInDev';

// One identity for the client and server bundles of a build: open pages poll /version.json and offer a
// reload when the server's differs from theirs (docs/product.md#site).
process.env.VITE_BUILD_VERSION ??= process.env.BUILD_VERSION ?? Date.now().toString(36);

/**
 * Each feature is reached through one public file (`features/<name>/index.ts`). Its modules declare
 * nothing at import time, so saying so lets the bundler drop what a route does not use: the news page
 * takes the reader from `features/documents` without the editor the same file also exports.
 */
function featureModulesArePure(): Plugin {
  return {
    name: 'lodestone:feature-modules-are-pure',
    transform(code, id) {
      if (!/\/app\/features\/[^?]*\.tsx?$/.test(id) || id.endsWith('Worker.ts')) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

/**
 * Codegen writes every GraphQL document of the site into one module (`generated/graphql.ts`), which then
 * rode along with every page as one shared chunk (8 KiB gzip, all ~140 documents). Each document becomes
 * a module of its own here and the generated file re-exports them, so a route's chunk holds only the
 * documents it uses. The types stay where they were; the files on disk are untouched.
 */
function graphqlDocumentPerModule(): Plugin {
  const PREFIX = 'lodestone-graphql-document:';
  const documents = new Map<string, string>();
  return {
    name: 'lodestone:graphql-document-per-module',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const ast = documents.get(name);
      if (ast === undefined) throw new Error(`no GraphQL document ${name} in generated/graphql.ts`);
      return `export const ${name} = ${ast};`;
    },
    transform(code, id) {
      if (!/[\\/]app[\\/]generated[\\/]graphql\.ts$/.test(id)) return null;
      return code.replace(
        /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
        (_line, name: string, ast: string) => {
          documents.set(name, ast);
          return `export { ${name} } from '${PREFIX}${name}';`;
        },
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    mantineStylesPerComponent(),
    reactRouter(),
    featureModulesArePure(),
    graphqlDocumentPerModule(),
    i18nNamespaces({ appDirectory: 'app' }),
    yggdrasilInDev(),
  ],
  build: {
    // web/build/client/.vite/manifest.json: what each route loads, read by the page-weight budget test.
    manifest: !isSsrBuild,
    // One chunk per group, holding what any route uses from those libraries: grouping by the routes
    // that use them (`entriesAware`) measured heavier and in more files (docs/performance.md).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [...VENDOR_GROUPS, ...siteCodeGroups(path.resolve(import.meta.dirname, 'app'))],
            },
          },
        },
  },
  // Listed up front so the dev server does not reload the page the first time a route pulls them in
  // (that reload makes dev-mode browser tests flaky).
  optimizeDeps: {
    include: [
      '@apollo/client',
      '@apollo/client/react',
      '@mantine/core',
      '@mantine/hooks',
      '@tabler/icons-react',
      'i18next',
      'react-i18next',
      'rxjs',
    ],
  },
}));
