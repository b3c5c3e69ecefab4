import { scheduleJob } from '../../platform/jobs/periodicJob.js';
import { defineModule, type ModuleContext } from '../../platform/modules/contract.js';
import { envSlice, invalidEnvironment } from '../../platform/modules/environment.js';
import { paymentNotificationRoutes } from './paymentNotifications.routes.js';
import { PaymentNotificationsService } from './paymentNotifications.service.js';
import { PaymentReconciliationService } from './paymentReconciliation.service.js';
import { paymentsRoutes } from './payments.routes.js';
import { paymentSchemas } from './payments.schemas.js';
import { loadPaymentsConfig, PaymentsConfigError, type PaymentsConfig } from './paymentsConfig.js';
import { HeleketProvider } from './providers/HeleketProvider.js';
import type { PaymentMethod, PaymentProvider } from './providers/PaymentProvider.js';
import { TbankProvider } from './providers/TbankProvider.js';
import { TestProvider } from './providers/TestProvider.js';
import { YookassaProvider } from './providers/YookassaProvider.js';
import type { PaymentsDeps } from './paymentsDeps.js';
import { reconcileRoutes } from './reconcile.routes.js';
import { staffMoneyRoutes } from './staffMoney.routes.js';
import { StaffMoneyService } from './staffMoney.service.js';
import { testCheckoutRoutes } from './testCheckout.routes.js';
import { TopUpsService } from './topUps.service.js';

/** Tests and the OpenAPI export: the test provider alone, with a fixed secret. */
export const DEFAULT_PAYMENTS_CONFIG: PaymentsConfig = {
  test: { secret: 'test-payments-secret' },
  yookassa: undefined,
  tbank: undefined,
  heleket: undefined,
  preferred: {},
  bonusTiers: [
    { fromRubles: 1000, percent: 5 },
    { fromRubles: 3000, percent: 10 },
    { fromRubles: 5000, percent: 15 },
    { fromRubles: 10000, percent: 25 },
  ],
  minRubles: 10,
  maxRubles: 700_000,
  pendingMinutes: 60,
  internalApiUrl: '',
  publicSiteUrl: 'http://localhost:3000',
  siteOrigins: ['http://localhost:3000'],
};

const RECONCILE_EVERY_MS = 60_000;

declare module '../../platform/modules/settings.js' {
  interface ModuleSettings {
    payments: PaymentsConfig;
  }
}

// The payment variables are read by name at run time (PAYMENTS_<METHOD>_PROVIDER); docs/manual.md "Money"
// lists them, loadPaymentsConfig parses them.
const paymentsEnv = envSlice({
  variables: {},
  settings: (_env, core, source) => {
    try {
      return {
        payments: loadPaymentsConfig(source, {
          production: core.production,
          systemApiToken: core.systemApiToken,
          apiHost: core.host,
          apiPort: core.port,
          publicSiteUrl: core.publicSiteUrl,
        }),
      };
    } catch (error) {
      if (error instanceof PaymentsConfigError) throw invalidEnvironment(error.message);
      throw error;
    }
  },
});

/** Providers from the configuration, in the order they take a payment method; the services over them. */
function paymentsServices({ db, clock, config, ports, ownUrl, log }: ModuleContext) {
  const settings = config.payments ?? DEFAULT_PAYMENTS_CONFIG;
  // The api's own address for server-to-server notifications: configured, or where it listens now.
  const internalApiUrl = () => (settings.internalApiUrl !== '' ? settings.internalApiUrl : ownUrl());
  const providers = new Map<string, PaymentProvider>();
  let test: TestProvider | undefined;
  if (settings.test !== undefined) {
    test = new TestProvider(db, {
      secret: settings.test.secret,
      checkoutBaseUrl: `${settings.publicSiteUrl}/payments/test/checkout`,
      production: config.production,
      clock,
    });
    providers.set(test.id, test);
  }
  if (settings.yookassa !== undefined) providers.set('yookassa', new YookassaProvider(settings.yookassa));
  if (settings.tbank !== undefined) providers.set('tbank', new TbankProvider(settings.tbank));
  if (settings.heleket !== undefined) providers.set('heleket', new HeleketProvider(settings.heleket));
  // A real provider takes a method before the test one; YooKassa before T-Bank for cards and SBP.
  const order = ['yookassa', 'tbank', 'heleket', 'test'];
  const routing: Partial<Record<PaymentMethod, PaymentProvider>> = {};
  for (const [method, id] of Object.entries(settings.preferred) as [PaymentMethod, string][]) {
    const provider = providers.get(id);
    if (provider?.methods.has(method) === true) routing[method] = provider;
  }
  for (const id of order) {
    const provider = providers.get(id);
    if (provider === undefined) continue;
    for (const method of provider.methods) routing[method] ??= provider;
  }
  const deps: PaymentsDeps = {
    db,
    ledger: ports.ledger,
    providers,
    routing,
    config: settings,
    settings: ports.siteSettings,
    notificationUrl: (provider) =>
      provider === 'test'
        ? `${internalApiUrl()}/payments/notify/test`
        : `${settings.publicSiteUrl}/payments/notify/${provider}`,
    clock,
    throttle: ports.throttle,
    log,
  };
  const notifications = new PaymentNotificationsService(deps);
  return {
    topUps: new TopUpsService(deps),
    notifications,
    reconciliation: new PaymentReconciliationService({ ...deps, notifications }),
    staffMoney: new StaffMoneyService(deps),
    test,
  };
}

/** Top-ups: their services, their routes, provider notifications and the reconciliation job. */
export const paymentsModule = defineModule({
  name: 'payments',
  schemas: paymentSchemas,
  env: paymentsEnv,
  services: (context) => {
    const services = paymentsServices(context);
    const { log, ports } = context;
    // Once per period across api replicas; off in tests, which call `reconcile()` themselves.
    scheduleJob(context, {
      name: 'payments.reconcile',
      everyMs: RECONCILE_EVERY_MS,
      run: async () => {
        await Promise.all([
          services.reconciliation.reconcile().catch((error: unknown) => {
            log.error({ err: error }, 'payment reconciliation failed');
          }),
          ports.idempotency.purgeExpired().catch((error: unknown) => {
            log.error({ err: error }, 'idempotency purge failed');
          }),
        ]);
      },
    });
    return services;
  },
  routes: {
    website: async (app, { topUps, staffMoney }, { db, ports }) => {
      await app.register(paymentsRoutes, { topUps, ledger: ports.ledger });
      const { users, audit } = ports;
      await app.register(staffMoneyRoutes, { staffMoney, users, db, audit });
    },
    system: async (app, { reconciliation }, { config }) => {
      await app.register(reconcileRoutes, { reconciliation, systemApiToken: config.systemApiToken });
    },
    external: async (app, { notifications, test }, { config }) => {
      await app.register(paymentNotificationRoutes, { notifications });
      if (test !== undefined) {
        const siteOrigins = (config.payments ?? DEFAULT_PAYMENTS_CONFIG).siteOrigins;
        await app.register(testCheckoutRoutes, { provider: test, siteOrigins });
      }
    },
  },
});
