import { Type } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });

export const StoreTextInput = Type.Object(
  { ru: text(500), en: text(500) },
  { $id: 'StoreTextInput', title: 'StoreTextInput' },
);

export const StoreAbilityInput = Type.Object(
  { command: Type.String({ minLength: 1, maxLength: 100, pattern: '^/' }), description: ref(StoreTextInput) },
  { $id: 'StoreAbilityInput', title: 'StoreAbilityInput' },
);

export const StoreKitInput = Type.Object(
  {
    name: ref(StoreTextInput),
    items: Type.Array(ref(StoreTextInput), { maxItems: 50 }),
    claimIntervalHours: Type.Integer({ minimum: 1, maximum: 24 * 365 }),
  },
  { $id: 'StoreKitInput', title: 'StoreKitInput' },
);

const kopecks = Type.Integer({ minimum: 100, maximum: 100_000_000 });

/** Both languages, the prices per period and everything a role carries; `id` absent creates one. */
export const StaffStoreRoleInput = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    server: Type.String({ minLength: 1, maxLength: 64 }),
    slug: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,31}$' }),
    name: ref(StoreTextInput),
    description: ref(StoreTextInput),
    grantGroup: Type.String({ pattern: '^[a-z0-9_.-]{1,64}$', description: 'Permission group in the game' }),
    priceMonthKopecks: kopecks,
    priceQuarterKopecks: kopecks,
    priceForeverKopecks: kopecks,
    discountPercent: Type.Integer({ minimum: 0, maximum: 90 }),
    bestChoice: Type.Boolean(),
    onSale: Type.Boolean(),
    sortOrder: Type.Integer({ minimum: 0, maximum: 1000 }),
    features: Type.Array(ref(StoreTextInput), { maxItems: 50 }),
    abilities: Type.Array(ref(StoreAbilityInput), { maxItems: 50 }),
    kits: Type.Array(ref(StoreKitInput), { maxItems: 20 }),
  },
  { $id: 'StaffStoreRoleInput', title: 'StaffStoreRoleInput' },
);

export const StaffStoreRole = Type.Object(
  {
    id: Type.Integer(),
    server: Type.String(),
    slug: Type.String(),
    name: ref(StoreTextInput),
    description: ref(StoreTextInput),
    grantGroup: Type.String(),
    priceMonthKopecks: Type.Integer(),
    priceQuarterKopecks: Type.Integer(),
    priceForeverKopecks: Type.Integer(),
    discountPercent: Type.Integer(),
    bestChoice: Type.Boolean(),
    onSale: Type.Boolean(),
    sortOrder: Type.Integer(),
    features: Type.Array(ref(StoreTextInput)),
    abilities: Type.Array(ref(StoreAbilityInput)),
    kits: Type.Array(ref(StoreKitInput)),
  },
  { $id: 'StaffStoreRole', title: 'StaffStoreRole' },
);

export const StaffStoreCatalogue = Type.Object(
  { server: Type.String(), roles: Type.Array(ref(StaffStoreRole)) },
  { $id: 'StaffStoreCatalogue', title: 'StaffStoreCatalogue' },
);

export const staffStoreSchemas = [
  StoreTextInput,
  StoreAbilityInput,
  StoreKitInput,
  StaffStoreRoleInput,
  StaffStoreRole,
  StaffStoreCatalogue,
];
