import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { playerRoles, storePurchases, storeRoles } from '../../db/schema/store.js';
import type { DeliveryBatch } from '../delivery/index.js';
import type { AppliedMode, RolePeriod } from './storeRules.js';

/**
 * A purchase's id, taken from its table's sequence before the row is written: the ledger's reference,
 * the grant and the deliveries name it, and the row itself is written last with everything it points at.
 */
export const nextPurchaseId = sql<number>`nextval(pg_get_serial_sequence('store_purchases', 'id'))`.mapWith(
  Number,
);

/** The record of a role bought from the balance, as `store_purchases` keeps it. */
export interface RolePurchaseRecord {
  id: number;
  userId: number;
  serverId: number;
  roleId: number;
  period: RolePeriod;
  mode: AppliedMode;
  listKopecks: number;
  discountPercent: number;
  creditKopecks: number;
  paidKopecks: number;
  ledgerTransactionId: number | null;
  createdAt: Date;
}

/** Where the bought days go: the held grant extended, or a new grant (carrying a replaced one's purchases). */
export type GrantWrite =
  | { kind: 'extend'; grantId: number; endsAt: Date | null }
  | { kind: 'new'; endsAt: Date | null; replacedGrantId: number | null };

/**
 * The grant, the purchase's record pointing at it and the deliveries, in one statement (the purchase holds
 * the player's locks meanwhile, so each round trip counts). The foreign keys between them (the grant's last
 * purchase, a delivery's purchase) are checked at the statement's end, when every row is there. A replace
 * moves the purchases behind the replaced grant onto the new one (grantValue.ts); the new record is not
 * among them, as a statement's parts do not see each other's rows. Answers the grant's id.
 */
export async function writeRolePurchase(
  tx: Db,
  record: RolePurchaseRecord,
  grant: GrantWrite,
  deliveries: DeliveryBatch,
): Promise<number> {
  const at = record.createdAt.toISOString();
  const granted =
    grant.kind === 'extend'
      ? sql`update ${playerRoles} set ends_at = ${grant.endsAt?.toISOString() ?? null}::timestamptz,
          last_purchase_id = ${record.id}::integer
        where id = ${grant.grantId}::integer
        returning id`
      : sql`insert into ${playerRoles} (user_id, server_id, role_id, starts_at, ends_at, last_purchase_id)
        values (${record.userId}::integer, ${record.serverId}::integer, ${record.roleId}::integer,
          ${at}::timestamptz, ${grant.endsAt?.toISOString() ?? null}::timestamptz, ${record.id}::integer)
        returning id`;
  const carried =
    grant.kind === 'new' && grant.replacedGrantId !== null
      ? sql`, carried as (
          update ${storePurchases} set grant_id = (select id from granted)
          where grant_id = ${grant.replacedGrantId}::integer
        )`
      : sql``;
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`with granted as (${granted})${carried}, purchased as (
        insert into ${storePurchases} (id, user_id, server_id, kind, role_id, period, mode, list_kopecks,
          discount_percent, credit_kopecks, paid_kopecks, ledger_transaction_id, grant_id, created_at)
        select ${record.id}::integer, ${record.userId}::integer, ${record.serverId}::integer, 'role',
          ${record.roleId}::integer, ${record.period}, ${record.mode}, ${record.listKopecks}::bigint,
          ${record.discountPercent}::integer, ${record.creditKopecks}::bigint, ${record.paidKopecks}::bigint,
          ${record.ledgerTransactionId}::bigint, granted.id, ${at}::timestamptz
        from granted
      ), ${deliveries.ctes}
      select id from granted`,
  );
  // The grant to extend was read under the player's lock a moment ago; only a broken invariant misses it.
  if (row === undefined) throw new Error("the purchase's grant was not written");
  return row.id;
}

/**
 * The replaced grant, ended now, with what its revoke names: the role's group and whether the grant was
 * forever. Undefined when there is no such grant.
 */
export async function endReplacedGrant(
  tx: Db,
  grantId: number,
  now: Date,
): Promise<{ id: number; forever: boolean; grantGroup: string } | undefined> {
  const [row] = await rowsOf<{ id: number; forever: boolean; grant_group: string }>(
    tx,
    sql`with ended as (
        update ${playerRoles} set ended_early_at = ${now.toISOString()}::timestamptz
        where id = ${grantId}::integer
        returning id, role_id, ends_at
      )
      select ended.id, ended.ends_at is null as forever, r.grant_group
      from ended join ${storeRoles} r on r.id = ended.role_id`,
  );
  if (row === undefined) return undefined;
  return { id: row.id, forever: row.forever, grantGroup: row.grant_group };
}

/** Site coins sent to a game server, as `store_purchases` keeps them. */
export interface CoinsPurchaseRecord {
  id: number;
  userId: number;
  serverId: number;
  coins: number;
  ledgerTransactionId: number | null;
  createdAt: Date;
}

/** The transfer's record and its delivery in one statement, after the movement it records. */
export async function writeCoinsPurchase(tx: Db, record: CoinsPurchaseRecord, deliveries: DeliveryBatch) {
  await tx.execute(
    sql`with purchased as (
        insert into ${storePurchases} (id, user_id, server_id, kind, coins, ledger_transaction_id, created_at)
        values (${record.id}::integer, ${record.userId}::integer, ${record.serverId}::integer, 'coins',
          ${record.coins}::integer, ${record.ledgerTransactionId}::bigint, ${record.createdAt.toISOString()}::timestamptz)
      ), ${deliveries.ctes}
      select null`,
  );
}
