import { asc, eq } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { roleGroups, userRoleGroups, users } from '../../db/schema/accounts.js';
import { gamePlayers } from '../../db/schema/gameStats.js';
import { hasPermission } from '../../platform/auth/permissions.js';
import type { GameServer, ServersService } from '../servers/index.js';
import type { TopList, TopPlaces, TopType } from './stats.schemas.js';
import { secondsSince } from './statsQueries.js';
import { ALL_SERVERS, type TopRanks } from './topRanks.js';
import { day, findServer, monthStart } from './statsShared.js';

export const TEAM_PERMISSION = 'web.team.member';

/** The tops (playtime, coins, likes; global or per server) and the team page. */
export class Rankings {
  constructor(
    private readonly db: Db,
    private readonly servers: ServersService,
    private readonly clock: () => Date,
    private readonly ranks: TopRanks,
  ) {}

  /** One page of a top as last ranked (`TopRanks.refresh`, every TOPS_REFRESH_SECONDS). */
  async top(type: TopType, serverName: string | null, page: number, pageSize: number): Promise<TopList> {
    const server = serverName === null ? null : await findServer(this.servers, serverName);
    const ranked = await this.ranks.page(type, server?.id ?? ALL_SERVERS, (page - 1) * pageSize, pageSize);
    return { type, server: server?.slug ?? null, page, pageSize, ...ranked };
  }

  /** A player's place in each top (null when the top leaves them out), the rank the top itself shows. */
  places(nickname: string, server: GameServer | null): Promise<TopPlaces> {
    return this.ranks.places(nickname, server?.id ?? ALL_SERVERS);
  }

  async team() {
    const groups = await this.db.select().from(roleGroups);
    const staffGroups = groups.filter((group) => hasPermission(group.permissions, TEAM_PERMISSION));
    if (staffGroups.length === 0) return { members: [] };
    const rows = await this.db
      .select({
        userId: users.id,
        login: users.login,
        group: roleGroups.name,
        lastOnline: users.lastOnlineAt,
        hide: users.hideLastOnline,
      })
      .from(userRoleGroups)
      .innerJoin(users, eq(users.id, userRoleGroups.userId))
      .innerJoin(roleGroups, eq(roleGroups.id, userRoleGroups.groupId))
      .orderBy(asc(users.login));
    const staffIds = new Set(
      rows.filter((row) => staffGroups.some((group) => group.name === row.group)).map((row) => row.userId),
    );
    const now = this.clock();
    const members = [];
    for (const userId of staffIds) {
      const mine = rows.filter((row) => row.userId === userId);
      const first = mine[0];
      if (first === undefined) continue;
      const playerIds = (
        await this.db.select({ id: gamePlayers.id }).from(gamePlayers).where(eq(gamePlayers.userId, userId))
      ).map((row) => row.id);
      members.push({
        nickname: first.login,
        groups: mine.map((row) => row.group),
        secondsToday: await secondsSince(this.db, playerIds, null, day(now)),
        secondsMonth: await secondsSince(this.db, playerIds, null, monthStart(now)),
        lastOnline: first.hide ? null : (first.lastOnline?.toISOString() ?? null),
      });
    }
    return { members };
  }
}
