import { defineModule } from '../../platform/modules/contract.js';
import { statsRoutes } from './stats.routes.js';
import { statsSchemas } from './stats.schemas.js';
import { StatsService } from './stats.service.js';

/** Players' statistics, playtime and the servers' history charts. */
export const statsModule = defineModule({
  name: 'stats',
  schemas: statsSchemas,
  services: ({ db, ports, clock }) => ({
    stats: new StatsService(db, ports.servers, clock, ports.accountLinks),
  }),
  routes: {
    website: async (app, { stats }) => {
      await app.register(statsRoutes, { stats });
    },
  },
});
