import type { GameServerRow } from '../../db/schema/servers.js';
import { AppError } from '../../platform/errors/AppError.js';
import { motdText, readStoredMotd } from './motd.js';
import type { GameServerWithDocument, ServersRepository } from './servers.repository.js';
import type { GameServer, GameServerList } from './servers.schemas.js';

/** docs/product.md#servers: the monitoring shows 20 TPS when a server does not report it. */
export const DEFAULT_TPS = 20;

/** A server that has not reported for this long is shown as offline. */
export const ONLINE_REPORT_TTL_MS = 5 * 60 * 1000;

export function toGameServer(server: GameServerRow, documentSlug: string | null, now: Date): GameServer {
  const today = now.toISOString().slice(0, 10);
  const isOnline =
    server.lastReportAt !== null && now.getTime() - server.lastReportAt.getTime() <= ONLINE_REPORT_TTL_MS;
  // A ping answer speaks for the server only while it is fresh and the server is up.
  const pingFresh =
    server.lastPingAt !== null && now.getTime() - server.lastPingAt.getTime() <= ONLINE_REPORT_TTL_MS;
  const motdSegments = readStoredMotd(server.motd);
  return {
    id: server.id,
    slug: server.slug,
    name: server.name,
    mainWorldArea: server.mainWorldArea,
    otherWorldArea: server.otherWorldArea,
    gameVersion: server.gameVersion,
    version: isOnline && pingFresh && server.pingVersion ? server.pingVersion : server.gameVersion,
    pingVersion: server.pingVersion,
    pvpMode: server.pvpMode,
    address: server.address,
    // A silent server has nobody we can vouch for; its last number would be stale.
    online: isOnline ? server.online : 0,
    maxPlayers: server.maxPlayers,
    recordDay: server.recordDayDate === today ? server.recordDay : 0,
    recordMax: server.recordMax,
    recordDayAt: server.recordDayDate === today ? (server.recordDayAt?.toISOString() ?? null) : null,
    recordMaxAt: server.recordMaxAt?.toISOString() ?? null,
    tps: isOnline && server.tps !== null ? Math.round(server.tps * 100) / 100 : DEFAULT_TPS,
    motd: motdSegments.length === 0 ? null : motdText(motdSegments),
    motdSegments,
    isOnline,
    documentSlug,
  };
}

export class ServersService {
  constructor(
    private readonly repository: ServersRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(): Promise<GameServerList> {
    const now = this.clock();
    const items = (await this.repository.list()).map((row) =>
      toGameServer(row.server, row.documentSlug, now),
    );
    return { items, totalOnline: items.reduce((sum, server) => sum + server.online, 0) };
  }

  async byName(name: string): Promise<GameServer | null> {
    const row = await this.repository.findByName(name);
    return row === undefined ? null : this.present(row);
  }

  async reportOnline(server: GameServerRow, online: number): Promise<GameServer> {
    await this.repository.recordOnline(server.id, [{ at: this.clock(), online }], true);
    return this.present(await this.requireSlug(server.slug));
  }

  async setStatusAddress(slug: string, statusAddress: string | null): Promise<GameServer> {
    await this.requireSlug(slug);
    await this.repository.setStatusAddress(slug, statusAddress);
    return this.present(await this.requireSlug(slug));
  }

  async requireSlug(slug: string): Promise<GameServerWithDocument> {
    const row = await this.repository.findBySlug(slug);
    if (row === undefined) throw new AppError('NOT_FOUND', `No game server with slug '${slug}'`);
    return row;
  }

  private present(row: GameServerWithDocument): GameServer {
    return toGameServer(row.server, row.documentSlug, this.clock());
  }
}
