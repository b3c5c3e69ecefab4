import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { gameServers } from '../../db/schema/servers.js';
import { storeKits, storeRoles, type StoreText } from '../../db/schema/store.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';

export type StoreRoleRow = typeof storeRoles.$inferSelect;
export type StoreKitRow = typeof storeKits.$inferSelect;

export function localized(text: StoreText, locale: Locale): string {
  return text[locale] || text.ru || text.en;
}

export function unknownServer(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Такого сервера нет', en: 'There is no such server' });
}

export function unknownRole(): AppError {
  return new AppError('NOT_FOUND', { ru: 'Такой привилегии нет в продаже', en: 'This role is not on sale' });
}

/** What the site lists (the servers module's `listedOnSite`): a hidden or retired server sells nothing. */
const LISTED = and(eq(gameServers.visible, true), isNull(gameServers.retiredAt));

/** Reading the catalogue: servers, their roles on sale and the roles' kits. */
export class StoreCatalogue {
  constructor(private readonly db: Db) {}

  /** A server the store sells on: one the site lists (neither hidden by staff nor retired). */
  async server(slug: string) {
    const [server] = await this.db
      .select()
      .from(gameServers)
      .where(and(eq(gameServers.slug, slug), LISTED));
    if (server === undefined) throw unknownServer();
    return server;
  }

  /** Any server by its address, listed or not: staff tools and refunds of what was bought there. */
  async anyServer(slug: string) {
    const [server] = await this.db.select().from(gameServers).where(eq(gameServers.slug, slug));
    if (server === undefined) throw unknownServer();
    return server;
  }

  /** The servers the store sells on, in the site's order. */
  async servers() {
    return this.db
      .select({ id: gameServers.id, slug: gameServers.slug, name: gameServers.name })
      .from(gameServers)
      .where(LISTED)
      .orderBy(asc(gameServers.sortOrder), asc(gameServers.id));
  }

  /** Every server, for naming what was bought or held on one no longer listed. */
  async everyServer() {
    return this.db
      .select({ id: gameServers.id, slug: gameServers.slug, name: gameServers.name })
      .from(gameServers)
      .orderBy(asc(gameServers.sortOrder), asc(gameServers.id));
  }

  async roles(serverId: number, includeOffSale = false): Promise<StoreRoleRow[]> {
    const conditions = [eq(storeRoles.serverId, serverId)];
    if (!includeOffSale) conditions.push(eq(storeRoles.onSale, true));
    return this.db
      .select()
      .from(storeRoles)
      .where(and(...conditions))
      .orderBy(asc(storeRoles.sortOrder), asc(storeRoles.id));
  }

  async role(id: number): Promise<StoreRoleRow> {
    const [role] = await this.db.select().from(storeRoles).where(eq(storeRoles.id, id));
    if (role === undefined) throw unknownRole();
    return role;
  }

  async rolesByIds(ids: number[]): Promise<StoreRoleRow[]> {
    if (ids.length === 0) return [];
    return this.db.select().from(storeRoles).where(inArray(storeRoles.id, ids));
  }

  async kits(roleIds: number[]): Promise<StoreKitRow[]> {
    if (roleIds.length === 0) return [];
    return this.db
      .select()
      .from(storeKits)
      .where(inArray(storeKits.roleId, roleIds))
      .orderBy(asc(storeKits.sortOrder), asc(storeKits.id));
  }
}
