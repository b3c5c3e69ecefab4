/**
 * The real side of the model-based store test: the store's services on the test database, a clock the
 * test moves, and a fresh player per sequence (so nothing is reset between sequences: each starts later
 * in time, after every earlier sequence's wipes, with an account of its own).
 */
import { randomUUID } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';

import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/accounts.js';
import { gameServers } from '../../../db/schema/servers.js';
import { storeRoles } from '../../../db/schema/store.js';
import { AuditLog } from '../../../platform/audit/AuditLog.js';
import { Ledger } from '../../../platform/ledger/Ledger.js';
import { DeliveryOutbox } from '../../delivery/index.js';
import { BanState, SiteBans } from '../../bans/index.js';
import { CoinsTransferService } from '../coinsTransfer.service.js';
import { PaidUnbanService } from '../paidUnban.service.js';
import { RoleTransferService } from '../roleTransfer.service.js';
import { StoreCatalogue, type StoreRoleRow } from '../storeCatalogue.js';
import { StorePurchaseService } from '../storePurchase.service.js';
import { WipeRefundService } from '../wipeRefund.service.js';
import { ROLE_SLUGS, SERVERS, type RoleSlug, type ServerSlug } from './storeModel.js';

export const START_KOPECKS = 400_000;
export const START_COINS = 100;

export interface StoreWorld {
  db: Db;
  ledger: Ledger;
  outbox: DeliveryOutbox;
  purchases: StorePurchaseService;
  transfers: RoleTransferService;
  coins: CoinsTransferService;
  unban: PaidUnbanService;
  siteBans: SiteBans;
  refunds: WipeRefundService;
  staffId: number;
  serverIds: Record<ServerSlug, number>;
  roles: Record<ServerSlug, Record<RoleSlug, StoreRoleRow>>;
  setNow: (ms: number) => void;
}

export interface WorldPlayer {
  userId: number;
  login: string;
}

export async function openWorld(db: Db, staffLogin: string): Promise<StoreWorld> {
  let now = Date.now();
  const clock = () => new Date(now);
  const ledger = new Ledger(db);
  const catalogue = new StoreCatalogue(db);
  const outbox = new DeliveryOutbox(db, clock);
  const siteBans = new SiteBans(db, clock);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.login, staffLogin));
  const servers = await db
    .select()
    .from(gameServers)
    .where(inArray(gameServers.slug, [...SERVERS]));
  const serverIds = Object.fromEntries(servers.map((row) => [row.slug, row.id])) as Record<
    ServerSlug,
    number
  >;
  const roleRows = await db
    .select()
    .from(storeRoles)
    .where(inArray(storeRoles.serverId, Object.values(serverIds)));
  const roles = Object.fromEntries(
    SERVERS.map((slug) => [
      slug,
      Object.fromEntries(
        ROLE_SLUGS.map((role) => {
          const row = roleRows.find((item) => item.serverId === serverIds[slug] && item.slug === role);
          if (row === undefined) throw new Error(`the seed has no ${role} on ${slug}`);
          return [role, row];
        }),
      ),
    ]),
  ) as StoreWorld['roles'];
  return {
    db,
    ledger,
    outbox,
    purchases: new StorePurchaseService(db, ledger, catalogue, outbox, clock),
    transfers: new RoleTransferService(db, ledger, catalogue, outbox, clock),
    coins: new CoinsTransferService(db, ledger, catalogue, outbox, clock),
    unban: new PaidUnbanService(
      db,
      ledger,
      new BanState(db, clock),
      siteBans,
      new AuditLog(db, clock),
      outbox,
      clock,
    ),
    siteBans,
    refunds: new WipeRefundService(db, ledger, catalogue, outbox, new AuditLog(db, clock), clock),
    staffId: staff?.id ?? 0,
    serverIds,
    roles,
    setNow: (ms) => {
      now = ms;
    },
  };
}

/** A new account with money and site coins, entered like any money: one ledger transaction. */
export async function newPlayer(world: StoreWorld): Promise<WorldPlayer> {
  const login = `m${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const [user] = await world.db.insert(users).values({ login }).returning({ id: users.id });
  const userId = user?.id ?? 0;
  await world.ledger.post({
    kind: 'adjustment',
    userId,
    reference: `test:store-model:${login}`,
    postings: [
      { account: { kind: 'user_balance', userId }, amount: START_KOPECKS },
      { account: { kind: 'adjustments', currency: 'RUB' }, amount: -START_KOPECKS },
      { account: { kind: 'user_coins', userId }, amount: START_COINS },
      { account: { kind: 'adjustments', currency: 'COIN' }, amount: -START_COINS },
    ],
  });
  return { userId, login };
}
