import { defineModule } from '../../platform/modules/contract.js';
import { systemRoutes } from './system.routes.js';
import { systemSchemas } from './system.schemas.js';

/** The api's own status and the game servers' reports, on the system surface. */
export const systemModule = defineModule({
  name: 'system',
  schemas: systemSchemas,
  routes: {
    system: async (app, _own, { ports, database, version }) => {
      await app.register(systemRoutes, {
        servers: ports.servers,
        serverTokens: ports.serverTokens,
        ingest: ports.ingest,
        databaseKind: database.kind,
        version,
        startedAt: new Date(),
      });
    },
  },
});
