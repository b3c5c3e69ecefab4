import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gameBans, gamePlayers } from '../../db/schema/gameStats.js';
import { siteBans } from '../../db/schema/siteBans.js';
import { gameServers } from '../../db/schema/servers.js';

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The public ban list (docs/product.md#monitoring "Ban"): the bans game servers report and the staff's bans on the site
 * (docs/staff.md "Site bans") in one list, newest first. A site ban has no server: `source` says so and
 * the page names it "site".
 */
export async function listBans(
  db: Db,
  now: Date,
  search: string | undefined,
  page: number,
  pageSize: number,
) {
  const text = search?.trim() ?? '';
  const like = `%${escapeLike(text)}%`;
  const banner = alias(users, 'banner');
  const gameFilter =
    text === '' ? undefined : or(ilike(gamePlayers.nickname, like), ilike(gameBans.reason, like));
  const siteFilter = text === '' ? undefined : or(ilike(users.login, like), ilike(siteBans.reason, like));
  // The first branch's columns name and map the union's rows; the second matches them one by one.
  const game = db
    .select({
      source: sql<'game' | 'site'>`'game'`,
      id: gameBans.id,
      nickname: gamePlayers.nickname,
      server: gameServers.name,
      reason: gameBans.reason,
      bannedBy: gameBans.bannedBy,
      startsAt: gameBans.startsAt,
      endsAt: gameBans.endsAt,
      permanent: gameBans.permanent,
      liftedAt: gameBans.liftedAt,
    })
    .from(gameBans)
    .innerJoin(gamePlayers, eq(gamePlayers.id, gameBans.playerId))
    .innerJoin(gameServers, eq(gameServers.id, gameBans.serverId))
    .where(gameFilter);
  const site = db
    .select({
      source: sql<'game' | 'site'>`'site'`,
      id: siteBans.id,
      nickname: users.login,
      server: sql<string>`''`,
      reason: siteBans.reason,
      bannedBy: sql<string>`coalesce(${banner.login}, '')`,
      startsAt: siteBans.startsAt,
      endsAt: siteBans.endsAt,
      permanent: sql<boolean>`(${siteBans.endsAt} is null)`,
      liftedAt: siteBans.liftedAt,
    })
    .from(siteBans)
    .innerJoin(users, eq(users.id, siteBans.userId))
    .leftJoin(banner, eq(banner.id, siteBans.bannedBy))
    .where(siteFilter);
  const rows = await unionAll(game, site)
    .orderBy(desc(sql`starts_at`), desc(sql`id`))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [gameCount] = await db
    .select({ value: count() })
    .from(gameBans)
    .innerJoin(gamePlayers, eq(gamePlayers.id, gameBans.playerId))
    .where(gameFilter);
  const [siteCount] = await db
    .select({ value: count() })
    .from(siteBans)
    .innerJoin(users, eq(users.id, siteBans.userId))
    .where(siteFilter);
  return {
    page,
    pageSize,
    total: (gameCount?.value ?? 0) + (siteCount?.value ?? 0),
    items: rows.map((ban) => {
      const endsAt = ban.endsAt === null ? null : new Date(ban.endsAt);
      return {
        id: ban.id,
        source: ban.source,
        nickname: ban.nickname,
        server: ban.server,
        reason: ban.reason,
        bannedBy: ban.bannedBy,
        start: new Date(ban.startsAt).toISOString(),
        end: ban.permanent ? null : (endsAt?.toISOString() ?? null),
        permanent: ban.permanent,
        active: ban.liftedAt === null && (ban.permanent || endsAt === null || endsAt > now),
        liftedAt: ban.liftedAt === null ? null : new Date(ban.liftedAt).toISOString(),
      };
    }),
  };
}
