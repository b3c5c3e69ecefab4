import { defineModule } from '../../platform/modules/contract.js';
import { mainRoutes } from './main.routes.js';
import { mainSchemas } from './main.schemas.js';
import { MainService } from './main.service.js';

/** The home page: servers, latest news and the site's social settings in one answer. */
export const mainModule = defineModule({
  name: 'main',
  schemas: mainSchemas,
  services: ({ ports }) => ({
    main: new MainService(ports.siteSettings, ports.servers, ports.documents),
  }),
  routes: {
    website: async (app, { main }) => {
      await app.register(mainRoutes, { main });
    },
  },
});
