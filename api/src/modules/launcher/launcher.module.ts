import path from 'node:path';

import { Type } from 'typebox';

import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
import { launcherRoutes } from './launcher.routes.js';
import { launcherSchemas } from './launcher.schemas.js';
import { LauncherClientsService } from './launcherClients.service.js';
import { staffClientsRoutes } from './staffClients.routes.js';
import { staffClientSchemas } from './staffClients.schemas.js';
import { StaffClientsService } from './staffClients.service.js';

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    /** The server folder staff may publish client folders from; null: off. */
    launcherClientsRoot: string | null;
  }
}

const launcherEnv = envSlice({
  variables: {
    LAUNCHER_CLIENTS_ROOT: Type.Optional(
      Type.String({ description: 'Client folders staff may publish from; `off` turns it off' }),
    ),
  },
  settings: (env, core) => ({
    launcherClientsRoot:
      env.LAUNCHER_CLIENTS_ROOT === 'off'
        ? null
        : path.resolve(env.LAUNCHER_CLIENTS_ROOT ?? path.join(core.dataDir, 'launcher-clients')),
  }),
});

/** The game clients the launcher installs and their manifests; the staff screen that publishes them. */
export const launcherModule = defineModule({
  name: 'launcher',
  schemas: [...launcherSchemas, ...staffClientSchemas],
  env: launcherEnv,
  services: ({ db, clock, config, ports }) => ({
    clients: new LauncherClientsService(db, ports.storage),
    staffClients: new StaffClientsService(
      db,
      ports.storage,
      clock,
      config.launcherClientsRoot === undefined
        ? path.join(config.dataDir, 'launcher-clients')
        : config.launcherClientsRoot,
    ),
  }),
  routes: {
    launcher: async (app, { clients }) => {
      await app.register(launcherRoutes, { clients });
    },
    website: async (app, { staffClients }, { ports }) => {
      await app.register(staffClientsRoutes, { clients: staffClients, audit: ports.audit });
    },
  },
});
