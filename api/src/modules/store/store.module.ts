import { defineModule } from '../../platform/modules/contract.js';
import { BanState, SiteBans } from '../bans/index.js';
import { CoinsTransferService } from './coinsTransfer.service.js';
import { PaidUnbanService } from './paidUnban.service.js';
import { refundRoutes } from './refund.routes.js';
import { refundSchemas } from './refund.schemas.js';
import { roleTransferRoutes } from './roleTransfer.routes.js';
import { roleTransferSchemas } from './roleTransfer.schemas.js';
import { RoleTransferService } from './roleTransfer.service.js';
import { StaffCatalogueService } from './staffCatalogue.service.js';
import { staffStoreRoutes } from './staffStore.routes.js';
import { staffStoreSchemas } from './staffStore.schemas.js';
import { storeRoutes } from './store.routes.js';
import { storeSchemas } from './store.schemas.js';
import { StoreCatalogue } from './storeCatalogue.js';
import { StorePurchaseService } from './storePurchase.service.js';
import { StoreQuoteService } from './storeQuote.service.js';
import { StoreViews } from './storeViews.service.js';
import { unbanRoutes } from './unban.routes.js';
import { wipeOverview } from './wipeOverview.js';
import { WipeRefundService } from './wipeRefund.service.js';
import { wipeStaffRoutes } from './wipeStaff.routes.js';
import { wipeStaffSchemas } from './wipeStaff.schemas.js';

/** The store: purchases, coins, role transfers, paid unbans, wipe refunds and the staff's catalogue. */
export const storeModule = defineModule({
  name: 'store',
  schemas: [
    ...storeSchemas,
    ...staffStoreSchemas,
    ...refundSchemas,
    ...wipeStaffSchemas,
    ...roleTransferSchemas,
  ],
  services: ({ db, clock, ports }) => {
    const { ledger, outbox, audit } = ports;
    const catalogue = new StoreCatalogue(db);
    const purchases = new StorePurchaseService(db, ledger, catalogue, outbox, clock);
    const bans = new BanState(db, clock);
    return {
      catalogue,
      purchases,
      quotes: new StoreQuoteService(db, ledger, catalogue, purchases, clock),
      views: new StoreViews(db, catalogue, purchases, outbox, clock),
      coins: new CoinsTransferService(db, ledger, catalogue, outbox, clock),
      transfers: new RoleTransferService(db, ledger, catalogue, outbox, clock),
      bans,
      unban: new PaidUnbanService(db, ledger, bans, new SiteBans(db, clock), audit, outbox, clock),
      refunds: new WipeRefundService(db, ledger, catalogue, outbox, audit, clock),
      staffCatalogue: new StaffCatalogueService(db, catalogue),
    };
  },
  routes: {
    website: async (app, own, { db, clock }) => {
      const { views, purchases, quotes, coins } = own;
      await app.register(storeRoutes, { views, purchases, quotes, coins });
      await app.register(roleTransferRoutes, { transfers: own.transfers });
      await app.register(unbanRoutes, { unban: own.unban, bans: own.bans });
      await app.register(refundRoutes, { refunds: own.refunds });
      await app.register(staffStoreRoutes, { catalogue: own.staffCatalogue });
      const overview = () => wipeOverview(db, clock());
      await app.register(wipeStaffRoutes, { refunds: own.refunds, overview });
    },
  },
});
