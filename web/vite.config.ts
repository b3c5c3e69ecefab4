import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// One identity for the client and server bundles of a build: open pages poll /version.json and offer a
// reload when the server's differs from theirs (spec §9).
process.env.VITE_BUILD_VERSION ??= process.env.BUILD_VERSION ?? Date.now().toString(36);

export default defineConfig({
  plugins: [reactRouter()],
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
