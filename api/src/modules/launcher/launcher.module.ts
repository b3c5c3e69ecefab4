import { defineModule } from '../../platform/modules/contract.js';
import { launcherRoutes } from './launcher.routes.js';
import { launcherSchemas } from './launcher.schemas.js';
import { LauncherClientsService } from './launcherClients.service.js';

/** The game clients the launcher installs and their manifests. */
export const launcherModule = defineModule({
  name: 'launcher',
  schemas: launcherSchemas,
  services: ({ db, ports }) => ({ clients: new LauncherClientsService(db, ports.storage) }),
  routes: {
    launcher: async (app, { clients }) => {
      await app.register(launcherRoutes, { clients });
    },
  },
});
