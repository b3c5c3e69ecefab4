import { defineModule } from '../../platform/modules/contract.js';
import { ReferralProgram } from './referralProgram.js';
import { ReferralsRepository } from './referrals.repository.js';
import { referralsRoutes } from './referrals.routes.js';
import { referralSchemas } from './referrals.schemas.js';
import { ReferralsService } from './referrals.service.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    referrals: ReferralsService;
  }
}

/** Invitation links and the players who came by them. */
export const referralsModule = defineModule({
  name: 'referrals',
  schemas: referralSchemas,
  services: ({ db, clock, config, ports }) => ({
    program: new ReferralProgram(db, ports.ledger, clock, ports.siteSettings),
    ports: { referrals: new ReferralsService(new ReferralsRepository(db), config.systemApiToken, clock) },
  }),
  routes: {
    website: async (app, { program }, { ports, config }) => {
      await app.register(referralsRoutes, {
        referrals: ports.referrals,
        auth: ports.auth,
        program,
        runJobs: config.runJobs,
      });
    },
  },
});
