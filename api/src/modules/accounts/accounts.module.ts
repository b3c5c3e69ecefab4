import type { ModuleContext } from '../../platform/modules/contract.js';
import { defineModule } from '../../platform/modules/contract.js';
import { accountsRoutes } from './accounts.routes.js';
import { accountSchemas } from './accounts.schemas.js';
import { AccountsService, type TwoFactorGate } from './accounts.service.js';
import { AccountStates } from './accountState.js';
import { cabinetRoutes } from './cabinet.routes.js';
import { EmailConfirmation } from './emailConfirmation.js';
import { launcherAuthRoutes } from './launcherAuth.routes.js';
import { LegacyTokens } from './legacyTokens.js';

declare module '../../platform/modules/ports.js' {
  interface Ports {
    /** Sign-up, sign-in (through the second factor) and the account state the site shows. */
    accounts: AccountsService;
  }
}

/**
 * An accounts service on the platform's ports. The two-factor module builds one without a gate: it
 * issues the session once the second factor has been checked.
 */
export function accountsService(
  { db, clock, ports }: ModuleContext,
  twoFactorGate: TwoFactorGate | undefined,
): AccountsService {
  return new AccountsService(
    ports.users,
    ports.sessions,
    ports.throttle,
    clock,
    new AccountStates(db, clock),
    ports.referrals,
    twoFactorGate,
  );
}

/** Registration, sign-in on the site and in the launcher, and the player's own cabinet. */
export const accountsModule = defineModule({
  name: 'accounts',
  schemas: accountSchemas,
  services: (context) => ({
    legacyTokens: new LegacyTokens(context.ports.flowTokens, context.ports.users),
    emailConfirmation: new EmailConfirmation({
      users: context.ports.users,
      flowTokens: context.ports.flowTokens,
      mailer: context.ports.mailer,
      throttle: context.ports.throttle,
      publicSiteUrl: context.config.publicSiteUrl,
      clock: context.clock,
    }),
    ports: { accounts: accountsService(context, context.ports.twoFactor) },
  }),
  routes: {
    website: async (app, { legacyTokens, emailConfirmation }, { ports, clock }) => {
      const { accounts, sessions, users, captcha } = ports;
      await app.register(accountsRoutes, {
        accounts,
        sessions,
        legacyTokens,
        captcha,
        emailConfirmation,
        clock,
      });
      await app.register(cabinetRoutes, { accounts, users, sessions, clock });
    },
    launcher: async (app, _own, { ports }) => {
      await app.register(launcherAuthRoutes, {
        accounts: ports.accounts,
        captcha: ports.captcha,
      });
    },
  },
});
