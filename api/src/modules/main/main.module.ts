import { defineModule } from '../../platform/modules/contract.js';
import { mainRoutes } from './main.routes.js';
import { mainSchemas } from './main.schemas.js';
import { MainService } from './main.service.js';
import { SettingsRepository } from './settings.repository.js';

/** The home page: servers, latest news and the site's settings in one answer. */
export const mainModule = defineModule({
  name: 'main',
  schemas: mainSchemas,
  services: ({ db, ports }) => ({
    main: new MainService(new SettingsRepository(db), ports.servers, ports.documents),
  }),
  routes: {
    website: async (app, { main }) => {
      await app.register(mainRoutes, { main });
    },
  },
});
