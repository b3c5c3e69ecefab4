import { defineModule } from '../../platform/modules/contract.js';
import { RconTargets } from '../delivery/index.js';
import { ServersRepository } from './servers.repository.js';
import { serversRoutes } from './servers.routes.js';
import { serverSchemas } from './servers.schemas.js';
import { ServersService } from './servers.service.js';
import { staffGameServersRoutes } from './staff/staffGameServers.routes.js';
import { staffGameServerSchemas } from './staff/staffGameServers.schemas.js';
import { StaffGameServers } from './staff/staffGameServers.service.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    servers: ServersService;
  }
}

/** The game servers as the site lists them, and as staff add, edit, hide, order and retire them. */
export const serversModule = defineModule({
  name: 'servers',
  schemas: [...serverSchemas, ...staffGameServerSchemas],
  services: ({ db, clock }) => ({ ports: { servers: new ServersService(new ServersRepository(db), clock) } }),
  routes: {
    website: async (app, _own, { db, clock, config, ports }) => {
      await app.register(serversRoutes, { servers: ports.servers });
      const staffServers = new StaffGameServers({
        db,
        clock,
        audit: ports.audit,
        rconTargets: new RconTargets(db),
        // The same rule as the status address (gameStats reads GAME_SERVER_PRIVATE_ADDRESSES).
        allowPrivate: config.gameServerPrivateAddresses ?? false,
      });
      await app.register(staffGameServersRoutes, { staffServers });
    },
  },
});
