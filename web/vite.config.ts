import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

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
 * Libraries every page loads, grouped into a few long-cached files instead of ~100 small ones (each a
 * request on a first visit). The lazy ones (charts, the editor, the 3D skin viewer, the cropper) are
 * deliberately absent and stay in their own chunks.
 */
const VENDOR_GROUPS: { name: string; test: RegExp; minShareCount?: number }[] = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'mantine',
    // Only components used by 20 or more chunks (the shell's and what most screens draw); the rest stay
    // with the routes that use them. The shell's menus, drawer, toasts, modals and tooltips load on use
    // (ui/afterHydration.tsx), so they no longer count towards every page. Measured on the home page
    // (docs/performance.md): 8 -> 337 KiB in 49 files, 20 -> 301/53, 40 -> 295/64.
    minShareCount: 20,
    test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|store)|@floating-ui|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|clsx|react-textarea-autosize|react-number-format|detect-node-es|aria-hidden|type-fest)[\\/]/,
  },
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|ts-invariant|tslib|zen-observable[^\\/]*|symbol-observable|@graphql-typed-document-node)[\\/]/,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
  },
  { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), featureModulesArePure()],
  build: {
    // web/build/client/.vite/manifest.json: what each route loads, read by the page-weight budget test.
    manifest: !isSsrBuild,
    // One chunk per group, holding what any route uses from those libraries: grouping by the routes
    // that use them (`entriesAware`) measured heavier and in more files (docs/performance.md).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
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
