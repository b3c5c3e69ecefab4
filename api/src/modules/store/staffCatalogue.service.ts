import { and, eq, ne } from 'drizzle-orm';
import type { Static } from 'typebox';

import type { Db } from '../../db/client.js';
import { storeKits, storeRoles } from '../../db/schema/store.js';
import { AppError } from '../../platform/errors/AppError.js';
import type { StaffStoreRoleInput } from './staffStore.schemas.js';
import { unknownRole, type StoreCatalogue } from './storeCatalogue.js';

export type RoleInput = Static<typeof StaffStoreRoleInput>;

/** Staff editing of the catalogue: a role with its kits is written whole, in one transaction. */
export class StaffCatalogueService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: StoreCatalogue,
  ) {}

  async list(slug: string | undefined) {
    const servers = await this.catalogue.everyServer();
    const server = slug === undefined ? servers[0] : servers.find((item) => item.slug === slug);
    if (server === undefined) return { server: slug ?? '', roles: [] };
    const roles = await this.catalogue.roles(server.id, true);
    const kits = await this.catalogue.kits(roles.map((role) => role.id));
    return {
      server: server.slug,
      roles: roles.map((role) => ({
        id: role.id,
        server: server.slug,
        slug: role.slug,
        name: role.name,
        description: role.description,
        grantGroup: role.grantGroup,
        priceMonthKopecks: role.priceMonthKopecks,
        priceQuarterKopecks: role.priceQuarterKopecks,
        priceForeverKopecks: role.priceForeverKopecks,
        discountPercent: role.discountPercent,
        bestChoice: role.bestChoice,
        onSale: role.onSale,
        sortOrder: role.sortOrder,
        features: role.features,
        abilities: role.abilities,
        kits: kits
          .filter((kit) => kit.roleId === role.id)
          .map((kit) => ({ name: kit.name, items: kit.items, claimIntervalHours: kit.claimIntervalHours })),
      })),
    };
  }

  async save(input: RoleInput) {
    const server = await this.catalogue.anyServer(input.server);
    if (input.id !== undefined) {
      const existing = await this.catalogue.role(input.id);
      if (existing.serverId !== server.id) throw unknownRole();
    }
    await this.db.transaction(async (tx) => {
      const clash = await tx
        .select({ id: storeRoles.id })
        .from(storeRoles)
        .where(
          and(
            eq(storeRoles.serverId, server.id),
            eq(storeRoles.slug, input.slug),
            ...(input.id === undefined ? [] : [ne(storeRoles.id, input.id)]),
          ),
        );
      if (clash.length > 0) {
        throw new AppError('CONFLICT', {
          ru: 'На этом сервере уже есть привилегия с таким кодом',
          en: 'This server already has a role with this code',
        });
      }
      const values = {
        serverId: server.id,
        slug: input.slug,
        name: input.name,
        description: input.description,
        grantGroup: input.grantGroup,
        priceMonthKopecks: input.priceMonthKopecks,
        priceQuarterKopecks: input.priceQuarterKopecks,
        priceForeverKopecks: input.priceForeverKopecks,
        discountPercent: input.discountPercent,
        bestChoice: input.bestChoice,
        onSale: input.onSale,
        sortOrder: input.sortOrder,
        features: input.features,
        abilities: input.abilities,
      };
      let roleId = input.id;
      if (roleId === undefined) {
        const [created] = await tx.insert(storeRoles).values(values).returning({ id: storeRoles.id });
        roleId = created?.id ?? 0;
      } else {
        await tx.update(storeRoles).set(values).where(eq(storeRoles.id, roleId));
        await tx.delete(storeKits).where(eq(storeKits.roleId, roleId));
      }
      if (input.kits.length > 0) {
        const id = roleId;
        await tx
          .insert(storeKits)
          .values(input.kits.map((kit, index) => ({ roleId: id, ...kit, sortOrder: index })));
      }
    });
    return this.list(server.slug);
  }
}
