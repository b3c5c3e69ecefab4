import type { FastifyInstance } from 'fastify';

import { PermissionGate } from '../../platform/auth/PermissionGate.js';
import type { Services } from '../../services.js';
import { SiteBans } from './siteBans.js';
import { GroupsService } from './groups.service.js';
import { staffGroupsRoutes } from './groups.routes.js';
import { PlayersService } from './players.service.js';
import { staffPlayersRoutes } from './players.routes.js';
import { staffRedirectsRoutes } from './redirects.routes.js';

/** The staff section's api: audit log, players, site bans, groups, redirect rules and aliases. */
export async function registerStaff(app: FastifyInstance, services: Services, clock: () => Date) {
  const gate = new PermissionGate(services.auth, services.users);
  const { audit } = services;
  const bans = new SiteBans(services.database, clock);
  const players = new PlayersService({
    db: services.database,
    users: services.users,
    ledger: services.ledger,
    bans,
    audit,
    clock,
  });
  await app.register(staffPlayersRoutes, { gate, players, audit });
  await app.register(staffGroupsRoutes, {
    gate,
    groups: new GroupsService({ db: services.database, users: services.users, audit }),
  });
  await app.register(staffRedirectsRoutes, {
    gate,
    redirects: services.redirects,
    referrals: services.referrals,
    audit,
  });
}
