import { scheduleJob } from '../../platform/jobs/periodicJob.js';
import { defineModule } from '../../platform/modules/contract.js';
import { ReferralProgram } from './referralProgram.js';
import { ReferralsRepository } from './referrals.repository.js';
import { referralsRoutes } from './referrals.routes.js';
import { referralSchemas } from './referrals.schemas.js';
import { ReferralsService } from './referrals.service.js';

const ACCRUE_EVERY_MS = 10 * 60_000;

declare module '../../platform/modules/ports.js' {
  interface Ports {
    referrals: ReferralsService;
  }
}

/** Invitation links and the players who came by them. */
export const referralsModule = defineModule({
  name: 'referrals',
  schemas: referralSchemas,
  services: (context) => {
    const { db, clock, config, ports } = context;
    const program = new ReferralProgram(db, ports.ledger, clock, ports.siteSettings);
    // Every inviter's accrual, once per period across api replicas; off in tests, where the invite
    // tab's own accrual suffices.
    scheduleJob(context, { name: 'referrals.accrue', everyMs: ACCRUE_EVERY_MS, run: () => program.accrue() });
    return {
      program,
      ports: { referrals: new ReferralsService(new ReferralsRepository(db), config.systemApiToken, clock) },
    };
  },
  routes: {
    website: async (app, { program }, { ports }) => {
      await app.register(referralsRoutes, {
        referrals: ports.referrals,
        program,
      });
    },
  },
});
