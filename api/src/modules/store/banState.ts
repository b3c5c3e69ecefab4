import { and, eq, gt, isNull, or } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { gameServers } from '../../db/schema/servers.js';

/** Price of a paid unban in kopecks: a temporary ban costs less than a permanent one. */
export const UNBAN_PRICE_KOPECKS = { temporary: 30_000, permanent: 100_000 } as const;

export interface ActiveBan {
  id: number;
  serverId: number;
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

/** The bans game servers reported for the account's players that still hold now (spec §3 managers.ban). */
export class BanState {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async active(userId: number, db: Db = this.db): Promise<ActiveBan[]> {
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
