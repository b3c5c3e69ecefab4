import { Type } from 'typebox';

import { scheduleJob } from '../../platform/jobs/periodicJob.js';
import { defineModule } from '../../platform/modules/contract.js';
import { envSlice } from '../../platform/modules/environment.js';
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

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    /** Inviters are credited every this many seconds (across api replicas). */
    referralAccrueSeconds: number;
  }
}

// Ten minutes in production; the replica test shortens it to see several periods.
const ACCRUE_EVERY_SECONDS = 600;

const referralsEnv = envSlice({
  variables: {
    REFERRAL_ACCRUE_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: ACCRUE_EVERY_SECONDS }),
  },
  settings: (env) => ({ referralAccrueSeconds: env.REFERRAL_ACCRUE_SECONDS }),
});

/** Invitation links and the players who came by them. */
export const referralsModule = defineModule({
  name: 'referrals',
  schemas: referralSchemas,
  env: referralsEnv,
  services: (context) => {
    const { db, clock, config, ports } = context;
    const program = new ReferralProgram(db, ports.ledger, clock, ports.siteSettings);
    // Every inviter's accrual, once per period across api replicas; off in tests, where the invite
    // tab's own accrual suffices.
    scheduleJob(context, {
      name: 'referrals.accrue',
      everyMs: (config.referralAccrueSeconds ?? ACCRUE_EVERY_SECONDS) * 1000,
      run: () => program.accrue(),
    });
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
