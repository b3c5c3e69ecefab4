import { defineModule } from '../../platform/modules/contract.js';
import { accountSettingsRoutes } from './accountSettings.routes.js';
import { accountSettingsSchemas } from './accountSettings.schemas.js';
import { MailChangeService } from './mailChange.service.js';

/** The cabinet's email and password settings and the account's history. */
export const accountSettingsModule = defineModule({
  name: 'accountSettings',
  schemas: accountSettingsSchemas,
  services: ({ ports, clock }) => {
    const passwordDeps = {
      users: ports.users,
      sessions: ports.sessions,
      flowTokens: ports.flowTokens,
      throttle: ports.throttle,
      history: ports.history,
      mailer: ports.mailer,
      clock,
    };
    return { passwordDeps, mailChange: new MailChangeService(passwordDeps) };
  },
  routes: {
    website: async (app, { passwordDeps, mailChange }, { ports }) => {
      await app.register(accountSettingsRoutes, {
        mailChange,
        passwordDeps,
        history: ports.history,
      });
    },
  },
});
