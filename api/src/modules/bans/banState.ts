import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';
import { siteBans } from '../../db/schema/siteBans.js';
import { banSummary, bansInForce, type BanRecord, type BanSummary } from './banRule.js';
import type { SiteBanRow } from './siteBans.js';

/** The server slug an active site ban shows in place of a game server's (the web translates it). */
export const SITE_BAN_SOURCE = 'site';

export interface ActiveBan {
  id: number;
  /** `site`: a staff ban on the site itself (docs/staff.md "Site bans"); `game`: a game server reported it. */
  source: 'game' | 'site';
  /** null for a site ban: no game server is involved. */
  serverId: number | null;
  server: string;
  reason: string;
  permanent: boolean;
  endsAt: Date | null;
}

export function siteBanAsActive(ban: SiteBanRow): ActiveBan {
  return {
    id: ban.id,
    source: 'site',
    serverId: null,
    server: SITE_BAN_SOURCE,
    reason: ban.reason,
    permanent: ban.endsAt === null,
    endsAt: ban.endsAt,
  };
}

/**
 * The bans that hold now (docs/product.md#store managers.ban): those game servers reported for the account's players and
 * the staff's site ban, if any. A player is banned when either kind holds. Which ones hold is the one rule
 * of banRule.ts, which the account state read (accounts/accountState.ts) applies to its own rows too.
 */
export class BanState {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async active(userId: number, db: Db = this.db): Promise<ActiveBan[]> {
    const held = bansInForce(await this.bans(userId, db), this.clock());
    return held.map((record) => record.ban);
  }

  /** Every site and game ban of the account, lifted and ended ones too: the rule picks. */
  private async bans(userId: number, db: Db): Promise<(BanRecord & { ban: ActiveBan })[]> {
    const site = await db.select().from(siteBans).where(eq(siteBans.userId, userId));
    const game = await db
      .select({ ban: gameBans, server: gameServers.slug })
      .from(gameBans)
      .innerJoin(gamePlayers, eq(gamePlayers.id, gameBans.playerId))
      .innerJoin(gameServers, eq(gameServers.id, gameBans.serverId))
      .where(eq(gamePlayers.userId, userId));
    return [
      ...site.map((row) => {
        const ban = siteBanAsActive(row);
        return { ...ban, liftedAt: row.liftedAt, ban };
      }),
      ...game.map(({ ban: row, server }) => {
        const ban: ActiveBan = {
          id: row.id,
          source: 'game',
          serverId: row.serverId,
          server,
          reason: row.reason,
          permanent: row.permanent,
          // A permanent ban shows no end, whatever end the server also reported (banRule.holdsAt).
          endsAt: row.permanent ? null : row.endsAt,
        };
        return { ...ban, liftedAt: row.liftedAt, ban };
      }),
    ];
  }

  async summary(userId: number): Promise<BanSummary> {
    return banSummary(await this.bans(userId, this.db), this.clock());
  }
}
