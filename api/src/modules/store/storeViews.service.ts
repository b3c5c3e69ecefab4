import { and, asc, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { gameServers } from '../../db/schema/servers.js';
import { playerRoles, storeRoles } from '../../db/schema/store.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { Locale } from '../../platform/locale.js';
import type { DeliveryOutbox } from '../delivery/index.js';
import {
  localized,
  unknownServer,
  type StoreCatalogue,
  type StoreKitRow,
  type StoreRoleRow,
} from './storeCatalogue.js';
import type { StorePurchaseService } from './storePurchase.service.js';
import {
  activeGrants,
  applyDiscount,
  discountOf,
  listPrice,
  PERIOD_DAYS,
  type RolePeriod,
} from './storeRules.js';

const PERIODS: RolePeriod[] = ['month', 'quarter', 'forever'];

function kitView(kit: StoreKitRow, locale: Locale) {
  return {
    id: kit.id,
    name: localized(kit.name, locale),
    items: kit.items.map((item) => localized(item, locale)),
    claimIntervalHours: kit.claimIntervalHours,
  };
}

/** What the store and the cabinet show: the catalogue with the player's prices, held roles, abilities. */
export class StoreViews {
  constructor(
    private readonly db: Db,
    private readonly catalogue: StoreCatalogue,
    private readonly purchases: StorePurchaseService,
    private readonly outbox: DeliveryOutbox,
    private readonly clock: () => Date,
  ) {}

  /**
   * The server a view is of (the first listed when none is asked) and every listed server, from one
   * read: the view needs no more of a server than its id, address and name.
   */
  private async pickServer(slug: string | undefined) {
    const servers = await this.catalogue.servers();
    if (slug === undefined && servers.length === 0)
      throw new AppError('NOT_FOUND', { ru: 'Серверов пока нет', en: 'No servers yet' });
    const server = slug === undefined ? servers[0] : servers.find((item) => item.slug === slug);
    if (server === undefined) throw unknownServer();
    return { server, servers };
  }

  async roles(slug: string | undefined, userId: number | null, locale: Locale) {
    const { server, servers } = await this.pickServer(slug);
    const now = this.clock();
    const roles = await this.catalogue.roles(server.id);
    const kits = await this.catalogue.kits(roles.map((role) => role.id));
    const held =
      userId === null ? [] : activeGrants(await this.purchases.held(this.db, userId, server.id), now);
    const discountPercent = discountOf(held, now);
    return {
      server: { slug: server.slug, name: server.name },
      servers: servers.map(({ slug: s, name }) => ({ slug: s, name })),
      discountPercent,
      holdsRole: held.length > 0,
      roles: roles.map((role) => {
        const grant = held.find((item) => item.roleId === role.id);
        return {
          id: role.id,
          slug: role.slug,
          name: localized(role.name, locale),
          description: localized(role.description, locale),
          prices: PERIODS.map((period) => ({
            period,
            days: period === 'forever' ? null : PERIOD_DAYS[period],
            listKopecks: listPrice(role, period),
            kopecks: applyDiscount(listPrice(role, period), discountPercent),
          })),
          discountPercent: role.discountPercent,
          bestChoice: role.bestChoice,
          features: role.features.map((feature) => localized(feature, locale)),
          abilities: role.abilities.map((ability) => ({
            command: ability.command,
            description: localized(ability.description, locale),
          })),
          kits: kits.filter((kit) => kit.roleId === role.id).map((kit) => kitView(kit, locale)),
          heldUntil: grant?.endsAt?.toISOString() ?? null,
          heldForever: grant?.endsAt === null,
        };
      }),
    };
  }

  /** The comparison table: every feature once, with the roles that have it (matched by its text). */
  async features(slug: string | undefined, locale: Locale) {
    const { server } = await this.pickServer(slug);
    const roles = await this.catalogue.roles(server.id);
    const rows = new Map<string, number[]>();
    for (const role of roles) {
      for (const feature of role.features) {
        const text = localized(feature, locale);
        rows.set(text, [...(rows.get(text) ?? []), role.id]);
      }
    }
    return {
      server: { slug: server.slug, name: server.name },
      roles: roles.map((role) => ({ id: role.id, name: localized(role.name, locale) })),
      features: [...rows].map(([feature, roleIds]) => ({ feature, roleIds })),
    };
  }

  async kits(roleId: number, locale: Locale) {
    const role = await this.catalogue.role(roleId);
    const kits = await this.catalogue.kits([role.id]);
    return { roleId: role.id, kits: kits.map((kit) => kitView(kit, locale)) };
  }

  /** Every grant of the player (active first), newest first within each. */
  private async grants(userId: number, locale: Locale) {
    const now = this.clock();
    const rows = await this.db
      .select({ grant: playerRoles, role: storeRoles, server: gameServers })
      .from(playerRoles)
      .innerJoin(storeRoles, eq(storeRoles.id, playerRoles.roleId))
      .innerJoin(gameServers, eq(gameServers.id, playerRoles.serverId))
      .where(and(eq(playerRoles.userId, userId), isNull(playerRoles.endedEarlyAt)))
      .orderBy(asc(gameServers.sortOrder), asc(storeRoles.sortOrder));
    return rows
      .map(({ grant, role, server }) => ({
        view: {
          grantId: grant.id,
          server: { slug: server.slug, name: server.name },
          roleId: role.id,
          roleName: localized(role.name, locale),
          startsAt: grant.startsAt.toISOString(),
          endsAt: grant.endsAt?.toISOString() ?? null,
          forever: grant.endsAt === null,
          active: grant.endsAt === null || grant.endsAt.getTime() > now.getTime(),
        },
        role,
      }))
      .sort((a, b) => Number(b.view.active) - Number(a.view.active));
  }

  async cabinetRoles(userId: number, locale: Locale) {
    const grants = await this.grants(userId, locale);
    const deliveries = await this.outbox.forUser(userId);
    const servers = new Map((await this.catalogue.everyServer()).map((server) => [server.id, server.slug]));
    return {
      roles: grants.map((grant) => grant.view),
      deliveries: collapseResends(deliveries).map(({ row, resends }) => ({
        id: row.id,
        kind: row.kind,
        state: row.state,
        server: servers.get(row.serverId) ?? '',
        createdAt: row.createdAt.toISOString(),
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        resends,
      })),
    };
  }

  async abilities(userId: number, locale: Locale) {
    const active = (await this.grants(userId, locale)).filter((grant) => grant.view.active);
    const byServer = new Map<string, { server: { slug: string; name: string }; roles: StoreRoleRow[] }>();
    for (const grant of active) {
      const entry = byServer.get(grant.view.server.slug) ?? { server: grant.view.server, roles: [] };
      entry.roles.push(grant.role);
      byServer.set(grant.view.server.slug, entry);
    }
    return {
      servers: [...byServer.values()].map(({ server, roles }) => {
        const seen = new Map<string, string>();
        for (const role of roles) {
          for (const ability of role.abilities) {
            if (!seen.has(ability.command)) seen.set(ability.command, localized(ability.description, locale));
          }
        }
        return {
          server,
          roleNames: roles.map((role) => localized(role.name, locale)),
          abilities: [...seen].map(([command, description]) => ({ command, description })),
        };
      }),
    };
  }

  /** Public: the active roles of a player, by nickname. */
  async profileRoles(nick: string, locale: Locale) {
    const [user] = await this.db
      .select({ id: users.id, login: users.login })
      .from(users)
      .where(sql`lower(${users.login}) = lower(${nick})`);
    if (user === undefined) {
      throw new AppError('NOT_FOUND', { ru: 'Такого игрока нет', en: 'There is no such player' });
    }
    const grants = await this.grants(user.id, locale);
    return {
      nickname: user.login,
      roles: grants.filter((grant) => grant.view.active).map((grant) => grant.view),
    };
  }
}

/**
 * A staff resend is a copy of the same command for the same purchase under a new id: the player sees one
 * line per thing bought (the newest copy's state) and how many times staff sent it again, never what
 * looks like a second purchase. Rows come newest first.
 */
export function collapseResends<
  T extends { purchaseId: number | null; kind: string; command: string; id: string },
>(rows: T[]): { row: T; resends: number }[] {
  const byThing = new Map<string, { row: T; resends: number }>();
  for (const row of rows) {
    const key = row.purchaseId === null ? `id:${row.id}` : `${row.purchaseId}:${row.kind}:${row.command}`;
    const seen = byThing.get(key);
    if (seen === undefined) byThing.set(key, { row, resends: 0 });
    else seen.resends += 1;
  }
  return [...byThing.values()];
}
