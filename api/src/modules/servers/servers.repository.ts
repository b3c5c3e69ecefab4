import { and, asc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/documents.js';
import { gameServers, type GameServerRow } from '../../db/schema/servers.js';

export interface GameServerWithDocument {
  server: GameServerRow;
  documentSlug: string | null;
}

export class ServersRepository {
  constructor(private readonly db: Db) {}

  async list(): Promise<GameServerWithDocument[]> {
    const rows = await this.db
      .select({ server: gameServers, documentSlug: documents.slug })
      .from(gameServers)
      .leftJoin(documents, and(eq(documents.target, 'servers'), eq(documents.serverName, gameServers.name)))
      .orderBy(asc(gameServers.sortOrder), asc(gameServers.id), asc(documents.id));
    // Two server documents naming the same server would repeat it; the oldest document wins.
    const seen = new Set<number>();
    return rows.filter((row) => !seen.has(row.server.id) && seen.add(row.server.id));
  }

  async findByName(name: string): Promise<GameServerWithDocument | undefined> {
    return (await this.list()).find((row) => row.server.name === name);
  }

  async findBySlug(slug: string): Promise<GameServerWithDocument | undefined> {
    return (await this.list()).find((row) => row.server.slug === slug);
  }

  /** One statement, so concurrent reports cannot lose a record. */
  async reportOnline(slug: string, online: number, now: Date): Promise<GameServerRow | undefined> {
    const today = now.toISOString().slice(0, 10);
    const [row] = await this.db
      .update(gameServers)
      .set({
        online,
        recordDay: sql`CASE WHEN ${gameServers.recordDayDate} = ${today}::date
          THEN GREATEST(${gameServers.recordDay}, ${online}::integer) ELSE ${online}::integer END`,
        recordDayDate: today,
        recordMax: sql`GREATEST(${gameServers.recordMax}, ${online}::integer)`,
        lastReportAt: now,
      })
      .where(eq(gameServers.slug, slug))
      .returning();
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ count: sql<number>`count(*)::integer` }).from(gameServers);
    return row?.count ?? 0;
  }
}
