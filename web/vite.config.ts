import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

// One identity for the client and server bundles of a build: open pages poll /version.json and offer a
// reload when the server's differs from theirs (spec §9).
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

export default defineConfig({
  plugins: [reactRouter(), featureModulesArePure()],
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
});
