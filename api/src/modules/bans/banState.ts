import { and, eq, gt, isNull, or } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';
import { SiteBans, type SiteBanRow } from './siteBans.js';

/** Price of a paid unban in kopecks: a temporary ban costs less than a permanent one. */
export const UNBAN_PRICE_KOPECKS = { temporary: 30_000, permanent: 100_000 } as const;

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

export interface BanSummary {
  isBanned: boolean;
  /** Rubles (the auth state's unit, like `balance`); 0 when not banned. */
  unbanPrice: number;
}

/** Price of lifting every active ban at once: the dearest of them (one purchase, all servers). */
export function unbanPriceKopecks(bans: Pick<ActiveBan, 'permanent' | 'endsAt'>[]): number {
  if (bans.length === 0) return 0;
  return bans.some((ban) => ban.permanent || ban.endsAt === null)
    ? UNBAN_PRICE_KOPECKS.permanent
    : UNBAN_PRICE_KOPECKS.temporary;
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
 * the staff's site ban, if any. A player is banned when either kind holds.
 */
export class BanState {
  private readonly siteBans: SiteBans;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {
    this.siteBans = new SiteBans(db, clock);
  }

  async active(userId: number, db: Db = this.db): Promise<ActiveBan[]> {
    const site = await this.siteBans.active(userId, db);
    const game = await this.gameBans(userId, db);
    return site === null ? game : [siteBanAsActive(site), ...game];
  }

  private async gameBans(userId: number, db: Db): Promise<ActiveBan[]> {
    const now = this.clock();
    const rows = await db
      .select({ ban: gameBans, server: gameServers.slug })
      .from(gameBans)
      .innerJoin(gamePlayers, eq(gamePlayers.id, gameBans.playerId))
      .innerJoin(gameServers, eq(gameServers.id, gameBans.serverId))
      .where(
        and(
          eq(gamePlayers.userId, userId),
          isNull(gameBans.liftedAt),
          or(isNull(gameBans.endsAt), gt(gameBans.endsAt, now)),
        ),
      );
    return rows.map(({ ban, server }) => ({
      id: ban.id,
      source: 'game' as const,
      serverId: ban.serverId,
      server,
      reason: ban.reason,
      permanent: ban.permanent,
      endsAt: ban.endsAt,
    }));
  }

  async summary(userId: number): Promise<BanSummary> {
    const bans = await this.active(userId);
    return { isBanned: bans.length > 0, unbanPrice: unbanPriceKopecks(bans) / 100 };
  }
}
