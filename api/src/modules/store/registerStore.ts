import type { FastifyInstance } from 'fastify';

import { PermissionGate } from '../../platform/auth/PermissionGate.js';
import { SiteBans } from '../staff/siteBans.js';
import type { Services } from '../../services.js';
import { deliverySchemas } from '../delivery/delivery.schemas.js';
import { deliverySystemRoutes } from '../delivery/delivery.system.routes.js';
import { DeliveryOutbox } from '../delivery/deliveryOutbox.js';
import { pushOverRcon } from '../delivery/rconPusher.js';
import { BanState } from './banState.js';
import { CoinsTransferService } from './coinsTransfer.service.js';
import { PaidUnbanService } from './paidUnban.service.js';
import { refundRoutes } from './refund.routes.js';
import { refundSchemas } from './refund.schemas.js';
import { roleTransferRoutes } from './roleTransfer.routes.js';
import { roleTransferSchemas } from './roleTransfer.schemas.js';
import { RoleTransferService } from './roleTransfer.service.js';
import { WipeRefundService } from './wipeRefund.service.js';
import { StaffCatalogueService } from './staffCatalogue.service.js';
import { staffStoreSchemas } from './staffStore.schemas.js';
import { staffStoreRoutes } from './staffStore.routes.js';
import { storeRoutes } from './store.routes.js';
import { storeSchemas } from './store.schemas.js';
import { StoreCatalogue } from './storeCatalogue.js';
import { StorePurchaseService } from './storePurchase.service.js';
import { StoreViews } from './storeViews.service.js';
import { unbanRoutes } from './unban.routes.js';

/** Shared `$id` schemas of the store and delivery (app.ts adds them with the others). */
export const storeAndDeliverySchemas = [
  ...storeSchemas,
  ...deliverySchemas,
  ...staffStoreSchemas,
  ...refundSchemas,
  ...roleTransferSchemas,
];

const RCON_PUSH_EVERY_MS = 10_000;

export interface RegisterStoreOptions {
  clock: () => Date;
  /** The RCON push job; off in tests, which call `pushOverRcon` themselves. */
  runJobs: boolean;
}

/** The store, the delivery outbox and their routes on every surface. */
export async function registerStore(app: FastifyInstance, services: Services, options: RegisterStoreOptions) {
  const db = services.database;
  const { clock } = options;
  const outbox = new DeliveryOutbox(db, clock);
  const catalogue = new StoreCatalogue(db);
  const purchases = new StorePurchaseService(db, services.ledger, catalogue, outbox, clock);
  const views = new StoreViews(db, catalogue, purchases, outbox, clock);
  const coins = new CoinsTransferService(db, services.ledger, catalogue, outbox, clock);
  const gate = new PermissionGate(services.auth, services.users);
  await app.register(storeRoutes, { auth: services.auth, catalogue, views, purchases, coins });
  const transfers = new RoleTransferService(db, services.ledger, catalogue, outbox, clock);
  await app.register(roleTransferRoutes, { auth: services.auth, transfers });
  const bans = new BanState(db, clock);
  const siteBans = new SiteBans(db, clock);
  const unban = new PaidUnbanService(db, services.ledger, bans, siteBans, services.audit, outbox, clock);
  await app.register(unbanRoutes, { auth: services.auth, unban, bans });
  const refunds = new WipeRefundService(db, services.ledger, catalogue, outbox, clock);
  await app.register(refundRoutes, { auth: services.auth, gate, refunds });
  await app.register(deliverySystemRoutes, { outbox, serverTokens: services.serverTokens, clock });
  await app.register(staffStoreRoutes, { gate, catalogue: new StaffCatalogueService(db, catalogue), outbox });

  if (options.runJobs) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      pushOverRcon(db, outbox)
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'RCON delivery push failed');
        })
        .finally(() => {
          running = false;
        });
    }, RCON_PUSH_EVERY_MS);
    timer.unref();
    app.addHook('onClose', () => {
      clearInterval(timer);
    });
  }
  return { outbox, purchases, coins };
}
