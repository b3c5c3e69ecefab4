import type { Plugin } from 'vite';

import { forwardYggdrasil, yggdrasilTarget } from '../server/yggdrasilForwarding';

/**
 * `react-router dev` answers the Yggdrasil API the way the site's server does (web/server): forwarded to
 * the api before React Router and its middleware, with no cookie going up and none coming back.
 */
export function yggdrasilInDev(): Plugin {
  return {
    name: 'lodestone-yggdrasil-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const target = yggdrasilTarget(request.url);
        if (target === undefined) {
          next();
          return;
        }
        forwardYggdrasil(request, response, target, {
          apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8080',
          clientAddress: request.socket.remoteAddress ?? '127.0.0.1',
          limit: 1024 * 1024,
          baseHeaders: {},
        }).catch((error: unknown) => {
          next(error);
        });
      });
    },
  };
}
