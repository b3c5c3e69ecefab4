import { defineModule } from '../../platform/modules/contract.js';
import { recoveryRoutes } from './recovery.routes.js';
import { recoverySchemas } from './recovery.schemas.js';
import { RecoveryService } from './recovery.service.js';

/** A forgotten password or account restored by a letter. */
export const recoveryModule = defineModule({
  name: 'recovery',
  schemas: recoverySchemas,
  services: ({ ports, config, clock }) => ({
    recovery: new RecoveryService({
      users: ports.users,
      sessions: ports.sessions,
      flowTokens: ports.flowTokens,
      throttle: ports.throttle,
      history: ports.history,
      mailer: ports.mailer,
      publicSiteUrl: config.publicSiteUrl,
      clock,
    }),
  }),
  routes: {
    website: async (app, { recovery }, { ports }) => {
      await app.register(recoveryRoutes, { recovery, captcha: ports.captcha });
    },
  },
});
