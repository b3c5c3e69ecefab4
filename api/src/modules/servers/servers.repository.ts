import { and, asc, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/documents.js';
import { gameServers, type GameServerRow } from '../../db/schema/servers.js';
import { type OnlineSample, recordOnline } from './onlineRecorder.js';

/** Servers the site shows: neither hidden by staff nor retired. */
export const listedOnSite = and(eq(gameServers.visible, true), isNull(gameServers.retiredAt));

export interface GameServerWithDocument {
  server: GameServerRow;
  documentSlug: string | null;
}

export class ServersRepository {
  constructor(private readonly db: Db) {}

  /** The site's servers; `everyServer` adds hidden and retired ones (a plugin's own reports). */
  async list(everyServer = false): Promise<GameServerWithDocument[]> {
    const rows = await this.db
      .select({ server: gameServers, documentSlug: documents.slug })
      .from(gameServers)
      .leftJoin(documents, and(eq(documents.target, 'servers'), eq(documents.serverName, gameServers.name)))
      .where(everyServer ? undefined : listedOnSite)
      .orderBy(asc(gameServers.sortOrder), asc(gameServers.id), asc(documents.id));
    // Two server documents naming the same server would repeat it; the oldest document wins.
    const seen = new Set<number>();
    return rows.filter((row) => !seen.has(row.server.id) && seen.add(row.server.id));
  }

  async findByName(name: string): Promise<GameServerWithDocument | undefined> {
    return (await this.list()).find((row) => row.server.name === name);
  }

  async findBySlug(slug: string): Promise<GameServerWithDocument | undefined> {
    return (await this.list(true)).find((row) => row.server.slug === slug);
  }

  /** Live figures, records and minute history in one transaction (the same path as plugin heartbeats). */
  async recordOnline(serverId: number, samples: OnlineSample[], fromPlugin: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      await recordOnline(tx, serverId, samples);
      if (fromPlugin) {
        const at = samples[samples.length - 1]?.at ?? new Date();
        await tx.update(gameServers).set({ lastPluginAt: at }).where(eq(gameServers.id, serverId));
      }
    });
  }

  async setStatusAddress(slug: string, statusAddress: string | null): Promise<void> {
    await this.db.update(gameServers).set({ statusAddress }).where(eq(gameServers.slug, slug));
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::integer` }).from(gameServers);
    return row?.count ?? 0;
  }
}
