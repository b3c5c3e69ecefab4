import type { Config } from '@react-router/dev/config';

// react-router 8 made the former v8 future flags (middleware, the Vite environment API, pass-through
// requests, trailing-slash-aware data requests) the only behaviour; split route modules is on by default.
export default {
  appDirectory: 'app',
  ssr: true,
  splitRouteModules: true,
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
