import { defineModule } from '../../platform/modules/contract.js';
import { GroupsService } from './groups.service.js';
import { staffGroupsRoutes } from './groups.routes.js';
import { PlayersService } from './players.service.js';
import { staffPlayersRoutes } from './players.routes.js';
import { staffRedirectsRoutes } from './redirects.routes.js';
import { SiteBans } from '../bans/index.js';
import { staffSchemas } from './staff.schemas.js';

/** The staff section's api: audit log, players, site bans, groups, redirect rules and aliases. */
export const staffModule = defineModule({
  name: 'staff',
  schemas: staffSchemas,
  services: ({ db, clock, ports }) => {
    const { users, ledger, audit } = ports;
    return {
      players: new PlayersService({ db, users, ledger, bans: new SiteBans(db, clock), audit, clock }),
      groups: new GroupsService({ db, users, audit }),
    };
  },
  routes: {
    website: async (app, { players, groups }, { ports }) => {
      const { audit } = ports;
      await app.register(staffPlayersRoutes, { players, audit });
      await app.register(staffGroupsRoutes, { gate: ports.gate, groups });
      await app.register(staffRedirectsRoutes, {
        redirects: ports.redirects,
        referrals: ports.referrals,
        audit,
      });
    },
  },
});
