import type { FastifyInstance } from 'fastify';

import { PermissionGate } from '../../platform/auth/PermissionGate.js';
import type { Services } from '../../services.js';
import { paymentNotificationRoutes } from './paymentNotifications.routes.js';
import { paymentsRoutes } from './payments.routes.js';
import { PaymentsService } from './payments.service.js';
import type { PaymentsConfig } from './paymentsConfig.js';
import { HeleketProvider } from './providers/HeleketProvider.js';
import type { PaymentMethod, PaymentProvider } from './providers/PaymentProvider.js';
import { TbankProvider } from './providers/TbankProvider.js';
import { TestProvider } from './providers/TestProvider.js';
import { YookassaProvider } from './providers/YookassaProvider.js';
import { reconcileRoutes } from './reconcile.routes.js';
import { staffMoneyRoutes } from './staffMoney.routes.js';
import { testCheckoutRoutes } from './testCheckout.routes.js';

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
};

const RECONCILE_EVERY_MS = 60_000;

export interface RegisterPaymentsOptions {
  config: PaymentsConfig | undefined;
  production: boolean;
  clock: () => Date;
  /** Off in tests, which call `reconcile()` themselves. */
  runJobs: boolean;
  systemApiToken: string;
}

/** Providers from the configuration, the service, the routes and the reconciliation job. */
export async function registerPayments(
  app: FastifyInstance,
  services: Services,
  options: RegisterPaymentsOptions,
) {
  const config = options.config ?? DEFAULT_PAYMENTS_CONFIG;
  const db = services.database;
  // The api's own address for server-to-server notifications: configured, or where it listens now.
  const internalApiUrl = () => {
    if (config.internalApiUrl !== '') return config.internalApiUrl;
    const address = app.server.address();
    return typeof address === 'object' && address !== null ? `http://127.0.0.1:${address.port}` : '';
  };
  const providers = new Map<string, PaymentProvider>();
  let test: TestProvider | undefined;
  if (config.test !== undefined) {
    test = new TestProvider(db, {
      secret: config.test.secret,
      checkoutBaseUrl: `${config.publicSiteUrl}/payments/test/checkout`,
      production: options.production,
      clock: options.clock,
    });
    providers.set(test.id, test);
  }
  if (config.yookassa !== undefined) providers.set('yookassa', new YookassaProvider(config.yookassa));
  if (config.tbank !== undefined) providers.set('tbank', new TbankProvider(config.tbank));
  if (config.heleket !== undefined) providers.set('heleket', new HeleketProvider(config.heleket));
  // A real provider takes a method before the test one; YooKassa before T-Bank for cards and SBP.
  const order = ['yookassa', 'tbank', 'heleket', 'test'];
  const routing: Partial<Record<PaymentMethod, PaymentProvider>> = {};
  for (const [method, id] of Object.entries(config.preferred) as [PaymentMethod, string][]) {
    const provider = providers.get(id);
    if (provider?.methods.has(method) === true) routing[method] = provider;
  }
  for (const id of order) {
    const provider = providers.get(id);
    if (provider === undefined) continue;
    for (const method of provider.methods) routing[method] ??= provider;
  }
  const payments = new PaymentsService({
    db,
    ledger: services.ledger,
    providers,
    routing,
    config,
    notificationUrl: (provider) =>
      provider === 'test'
        ? `${internalApiUrl()}/payments/notify/test`
        : `${config.publicSiteUrl}/payments/notify/${provider}`,
    clock: options.clock,
  });
  const gate = new PermissionGate(services.auth, services.users);
  await app.register(paymentsRoutes, { auth: services.auth, payments, ledger: services.ledger });
  await app.register(staffMoneyRoutes, { gate, payments, users: services.users, db, audit: services.audit });
  await app.register(paymentNotificationRoutes, { payments });
  if (test !== undefined) await app.register(testCheckoutRoutes, { provider: test });
  await app.register(reconcileRoutes, { payments, systemApiToken: options.systemApiToken });

  if (options.runJobs) {
    const timer = setInterval(() => {
      payments.reconcile().catch((error: unknown) => {
        app.log.error({ err: error }, 'payment reconciliation failed');
      });
      services.idempotency.purgeExpired().catch((error: unknown) => {
        app.log.error({ err: error }, 'idempotency purge failed');
      });
    }, RECONCILE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', () => {
      clearInterval(timer);
    });
  }
  return payments;
}
