import type { Db } from '../../db/client.js';
import type { ServersService } from '../servers/index.js';
import { listBans } from './banList.js';
import { PlayerProfiles, type AccountLinks } from './playerProfiles.service.js';
import { Rankings } from './rankings.service.js';
import { ServerStats } from './serverStats.service.js';
import type { TopRanks } from './topRanks.js';
import type {
  OnlinePeriod,
  PlayerProfile,
  PlaytimePeriod,
  PlaytimeResolution,
  PlaytimeSeries,
  TopList,
  TopType,
} from './stats.schemas.js';

export { TEAM_PERMISSION } from './rankings.service.js';
export { SEARCH_MIN_LENGTH } from './playerProfiles.service.js';

/**
 * Read side of the game-server data, one entry point for the routes: servers' monitoring and statistics
 * (`ServerStats`), tops and the team (`Rankings`), the ban list (`listBans`) and player profiles
 * (`PlayerProfiles`).
 */
export class StatsService {
  private readonly serverStats: ServerStats;
  private readonly rankings: Rankings;
  private readonly profiles: PlayerProfiles;

  constructor(
    private readonly db: Db,
    servers: ServersService,
    private readonly clock: () => Date,
    accountLinks: AccountLinks,
    ranks: TopRanks,
  ) {
    this.serverStats = new ServerStats(db, servers, clock);
    this.rankings = new Rankings(db, servers, clock, ranks);
    this.profiles = new PlayerProfiles(db, servers, clock, this.rankings, accountLinks);
  }

  server(name: string, full: boolean) {
    return this.serverStats.server(name, full);
  }

  serverOnline(name: string, period: OnlinePeriod) {
    return this.serverStats.serverOnline(name, period);
  }

  monitoring() {
    return this.serverStats.monitoring();
  }

  statistics(name: string | undefined) {
    return this.serverStats.statistics(name);
  }

  top(type: TopType, serverName: string | null, page: number, pageSize: number): Promise<TopList> {
    return this.rankings.top(type, serverName, page, pageSize);
  }

  team() {
    return this.rankings.team();
  }

  bans(search: string | undefined, page: number, pageSize: number) {
    return listBans(this.db, this.clock(), search, page, pageSize);
  }

  profile(nick: string, viewerId: number | null): Promise<PlayerProfile> {
    return this.profiles.profile(nick, viewerId);
  }

  profileStatistics(nick: string, serverName: string | undefined) {
    return this.profiles.profileStatistics(nick, serverName);
  }

  playtime(nick: string, serverName: string | undefined, period: PlaytimePeriod): Promise<PlaytimeSeries> {
    return this.profiles.playtime(nick, serverName, period);
  }

  playtimeRange(
    nick: string,
    serverName: string | undefined,
    resolution: PlaytimeResolution,
    from: string,
    to: string,
  ): Promise<PlaytimeSeries> {
    return this.profiles.playtimeRange(nick, serverName, resolution, from, to);
  }

  search(query: string) {
    return this.profiles.search(query);
  }

  like(nick: string, userId: number, like: boolean) {
    return this.profiles.like(nick, userId, like);
  }
}
