import { defineModule } from '../../platform/modules/contract.js';
import { RedirectsRepository } from './redirects.repository.js';
import { redirectsRoutes } from './redirects.routes.js';
import { redirectSchemas } from './redirects.schemas.js';
import { RedirectsService } from './redirects.service.js';
import { redirectsSystemRoutes } from './redirects.system.routes.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    redirects: RedirectsService;
  }
}

/** Old addresses sent to new ones: looked up by the site, managed over the system api and by staff. */
export const redirectsModule = defineModule({
  name: 'redirects',
  schemas: redirectSchemas,
  services: ({ db, clock }) => ({
    ports: { redirects: new RedirectsService(new RedirectsRepository(db), clock) },
  }),
  routes: {
    website: async (app, _own, { ports }) => {
      await app.register(redirectsRoutes, { redirects: ports.redirects });
    },
    system: async (app, _own, { ports, config }) => {
      await app.register(redirectsSystemRoutes, {
        redirects: ports.redirects,
        systemApiToken: config.systemApiToken,
      });
    },
  },
});
