import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.js';
import { roleGroups, userRoleGroups, users, type PermissionTreeValue } from '../../db/schema/accounts.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { ledgerAccounts } from '../../db/schema/ledger.js';
import { gameServers } from '../../db/schema/servers.js';
import { siteBans } from '../../db/schema/siteBans.js';
import type { UserRow } from '../../platform/identity/users.repository.js';
import { banSummary, type BanRecord } from '../bans/index.js';

/** Everything the auth state and the cabinet show of an account, as one read answers it. */
export interface AccountState {
  user: UserRow;
  balanceKopecks: number;
  coins: number;
  /** The account's groups, each with its permission tree. */
  groups: { name: string; permissions: PermissionTreeValue }[];
  ban: { isBanned: boolean; unbanPrice: number };
}

/** A column with its table's name: drizzle leaves them bare in a one-table select, ambiguous in subqueries. */
function q(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** A player balance of the ledger (platform/ledger/Ledger.ts `balances`): 0 before the first entry. */
function balanceOf(kind: 'user_balance' | 'user_coins') {
  return sql<number>`coalesce((select ${q(ledgerAccounts.balance)} from ${ledgerAccounts}
    where ${q(ledgerAccounts.userId)} = ${q(users.id)} and ${q(ledgerAccounts.kind)} = ${kind} limit 1), 0)`.mapWith(
    Number,
  );
}

/** A ban row as the statement answers it: JSON, so times are strings. */
interface BanJson {
  source: BanRecord['source'];
  id: number;
  permanent: boolean;
  ends_at: string | null;
  lifted_at: string | null;
}

/**
 * Every site and game ban of the account, with the few columns the bans module's rule reads
 * (modules/bans/banRule.ts): which bans hold is decided there, in TypeScript, and nowhere in SQL. A
 * player has a handful of bans at most, so reading the lifted and ended ones too costs nothing.
 */
const bansOf = sql<BanJson[]>`coalesce((select json_agg(ban) from (
    select 'site' as source, ${q(siteBans.id)} as id, ${q(siteBans.endsAt)} is null as permanent,
        ${q(siteBans.endsAt)} as ends_at, ${q(siteBans.liftedAt)} as lifted_at
      from ${siteBans} where ${q(siteBans.userId)} = ${q(users.id)}
    union all
    select 'game', ${q(gameBans.id)}, ${q(gameBans.permanent)}, ${q(gameBans.endsAt)}, ${q(gameBans.liftedAt)}
      from ${gameBans}
      join ${gamePlayers} on ${q(gamePlayers.id)} = ${q(gameBans.playerId)}
      join ${gameServers} on ${q(gameServers.id)} = ${q(gameBans.serverId)}
      where ${q(gamePlayers.userId)} = ${q(users.id)}
  ) as ban), '[]'::json)`;

const groupsOf = sql<AccountState['groups']>`coalesce((select json_agg(json_build_object(
    'name', ${q(roleGroups.name)}, 'permissions', ${q(roleGroups.permissions)}))
    from ${userRoleGroups} join ${roleGroups} on ${q(roleGroups.id)} = ${q(userRoleGroups.groupId)}
    where ${q(userRoleGroups.userId)} = ${q(users.id)}), '[]'::json)`;

function stateQuery(db: Db) {
  return db
    .select({
      user: getTableColumns(users),
      balanceKopecks: balanceOf('user_balance'),
      coins: balanceOf('user_coins'),
      groups: groupsOf,
      bans: bansOf,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('account_state');
}

/**
 * The account's state in one statement (issue 32): the user row, balance and coins, groups with their
 * permissions and the account's bans, each a subquery of one indexed read; the bans module's rule then
 * says which bans are in force. Before, the cabinet asked for
 * them one after another (user, wallet, permissions, site ban, game bans, groups). Prepared once, so
 * PostgreSQL parses and plans it once per connection.
 */
export class AccountStates {
  private readonly query: ReturnType<typeof stateQuery>;

  constructor(
    db: Db,
    private readonly clock: () => Date,
  ) {
    this.query = stateQuery(db);
  }

  async of(userId: number): Promise<AccountState | null> {
    const [row] = await this.query.execute({ userId });
    if (!row) return null;
    const bans = row.bans.map((ban): BanRecord => ({
      source: ban.source,
      id: ban.id,
      permanent: ban.permanent,
      endsAt: ban.ends_at === null ? null : new Date(ban.ends_at),
      liftedAt: ban.lifted_at === null ? null : new Date(ban.lifted_at),
    }));
    return {
      user: row.user,
      balanceKopecks: row.balanceKopecks,
      coins: row.coins,
      groups: row.groups,
      ban: banSummary(bans, this.clock()),
    };
  }
}
