import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

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
