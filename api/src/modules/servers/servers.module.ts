import { defineModule } from '../../platform/modules/contract.js';
import { ServersRepository } from './servers.repository.js';
import { serversRoutes } from './servers.routes.js';
import { serverSchemas } from './servers.schemas.js';
import { ServersService } from './servers.service.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    servers: ServersService;
  }
}

/** The game servers as the site lists them. */
export const serversModule = defineModule({
  name: 'servers',
  schemas: serverSchemas,
  services: ({ db, clock }) => ({ ports: { servers: new ServersService(new ServersRepository(db), clock) } }),
  routes: {
    website: async (app, _own, { ports }) => {
      await app.register(serversRoutes, { servers: ports.servers });
    },
  },
});
