import { defineModule } from '../../platform/modules/contract.js';
import { gameBanSchemas } from './gameBans.schemas.js';
import { gameBansStaffRoutes } from './gameBans.staff.routes.js';
import { StaffGameBans } from './staffGameBans.service.js';

/** Game bans for staff: the list, lifts and new bans, told to the servers through the delivery outbox. */
export const bansModule = defineModule({
  name: 'bans',
  schemas: gameBanSchemas,
  services: ({ db, clock, ports }) => ({
    bans: new StaffGameBans(db, ports.outbox, ports.audit, clock),
  }),
  routes: {
    website: async (app, { bans }) => {
      await app.register(gameBansStaffRoutes, { bans });
    },
  },
});
