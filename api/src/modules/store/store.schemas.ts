import { Type } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';
import { DeliveryKindName, DeliveryStateName } from '../delivery/index.js';

export const RolePeriodName = stringEnum(['month', 'quarter', 'forever'], 'RolePeriodName');
export const BuyModeName = stringEnum(['extend', 'stack'], 'BuyModeName');
export const AppliedBuyMode = stringEnum(['new', 'extend', 'stack', 'replace'], 'AppliedBuyMode');
/** `game`: a ban a game server reported; `site`: a staff ban on the site itself (docs/staff.md). */
export const BanSourceName = stringEnum(['game', 'site'], 'BanSourceName');

export const StoreServerQuery = Type.Object(
  { server: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Server slug' })) },
  { title: 'StoreServerQuery' },
);

export const StoreServerOption = Type.Object(
  { slug: Type.String(), name: Type.String() },
  { $id: 'StoreServerOption', title: 'StoreServerOption' },
);

export const StoreAbilityView = Type.Object(
  { command: Type.String(), description: Type.String() },
  { $id: 'StoreAbilityView', title: 'StoreAbilityView' },
);

export const StoreKitView = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    items: Type.Array(Type.String()),
    claimIntervalHours: Type.Integer({ description: 'Claimable in the game once per this many hours' }),
  },
  { $id: 'StoreKitView', title: 'StoreKitView' },
);

export const RolePrice = Type.Object(
  {
    period: ref(RolePeriodName),
    days: Type.Union([Type.Integer(), Type.Null()], { description: '31, 93, or null for forever' }),
    listKopecks: Type.Integer(),
    kopecks: Type.Integer({ description: "After the signed-in player's discount" }),
  },
  { $id: 'RolePrice', title: 'RolePrice' },
);

export const StoreRoleView = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    description: Type.String(),
    prices: Type.Array(ref(RolePrice)),
    discountPercent: Type.Integer({ description: 'The discount a holder of this role gets' }),
    bestChoice: Type.Boolean(),
    features: Type.Array(Type.String()),
    abilities: Type.Array(ref(StoreAbilityView)),
    kits: Type.Array(ref(StoreKitView)),
    heldUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'The signed-in player holds it until then',
    }),
    heldForever: Type.Boolean(),
  },
  { $id: 'StoreRoleView', title: 'StoreRoleView' },
);

export const StoreRoles = Type.Object(
  {
    server: ref(StoreServerOption),
    servers: Type.Array(ref(StoreServerOption)),
    discountPercent: Type.Integer({ description: "The signed-in player's discount on this server" }),
    holdsRole: Type.Boolean({ description: 'The player holds a role here: extend or stack applies' }),
    roles: Type.Array(ref(StoreRoleView)),
  },
  { $id: 'StoreRoles', title: 'StoreRoles' },
);

export const RoleFeatureRow = Type.Object(
  { feature: Type.String(), roleIds: Type.Array(Type.Integer()) },
  { $id: 'RoleFeatureRow', title: 'RoleFeatureRow' },
);

export const RoleFeatures = Type.Object(
  {
    server: ref(StoreServerOption),
    roles: Type.Array(
      Type.Object({ id: Type.Integer(), name: Type.String() }, { title: 'RoleFeatureColumn' }),
    ),
    features: Type.Array(ref(RoleFeatureRow)),
  },
  { $id: 'RoleFeatures', title: 'RoleFeatures' },
);

export const RoleKitsParams = Type.Object(
  { id: Type.Integer({ minimum: 1, description: 'Role id' }) },
  { title: 'RoleKitsParams' },
);

export const RoleKits = Type.Object(
  { roleId: Type.Integer(), kits: Type.Array(ref(StoreKitView)) },
  { $id: 'RoleKits', title: 'RoleKits' },
);

export const BuyRoleBody = Type.Object(
  {
    roleId: Type.Integer({ minimum: 1 }),
    period: ref(RolePeriodName),
    mode: ref(BuyModeName),
  },
  { $id: 'BuyRoleBody', title: 'BuyRoleBody' },
);

export const BoughtRole = Type.Object(
  {
    purchaseId: Type.Integer(),
    mode: ref(AppliedBuyMode),
    roleName: Type.String(),
    server: ref(StoreServerOption),
    period: ref(RolePeriodName),
    listKopecks: Type.Integer(),
    discountPercent: Type.Integer(),
    creditKopecks: Type.Integer({ description: 'Unused days of the replaced role' }),
    paidKopecks: Type.Integer(),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    balanceKopecks: Type.Integer(),
    deliveryIds: Type.Array(Type.String()),
  },
  { $id: 'BoughtRole', title: 'BoughtRole' },
);

export const StoreQuoteQuery = Type.Object(
  {
    roleId: Type.Integer({ minimum: 1 }),
    period: Type.Enum(['month', 'quarter', 'forever'], { type: 'string' }),
  },
  { title: 'StoreQuoteQuery' },
);

export const StoreQuoteChoice = Type.Object(
  {
    mode: ref(BuyModeName),
    appliedMode: ref(AppliedBuyMode),
    listKopecks: Type.Integer(),
    discountPercent: Type.Integer(),
    creditKopecks: Type.Integer({ description: 'Unused days of the role this choice ends, off the price' }),
    paidKopecks: Type.Integer({ description: 'What comes off the balance' }),
    shortfallKopecks: Type.Integer({ description: 'What the balance lacks for it (0: enough)' }),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    replacedRoleName: Type.Union([Type.String(), Type.Null()], {
      description: 'The held role that ends now (extend into the new one)',
    }),
    replacedDays: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Its unused whole days, credited',
    }),
  },
  { $id: 'StoreQuoteChoice', title: 'StoreQuoteChoice' },
);

export const StoreQuote = Type.Object(
  {
    roleId: Type.Integer(),
    roleName: Type.String(),
    period: ref(RolePeriodName),
    balanceKopecks: Type.Integer(),
    recommended: ref(BuyModeName),
    choices: Type.Array(ref(StoreQuoteChoice), {
      description:
        'One per different outcome. Recommended: the cheaper counting the unused days given up, so keeping ' +
        'the held role (stack) whenever it is offered',
    }),
  },
  { $id: 'StoreQuote', title: 'StoreQuote' },
);

export const DeliveryView = Type.Object(
  {
    id: Type.String(),
    kind: ref(DeliveryKindName),
    state: ref(DeliveryStateName),
    server: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    resends: Type.Integer({
      description: 'How many times staff sent it again (one line, not a new purchase)',
    }),
  },
  { $id: 'DeliveryView', title: 'DeliveryView' },
);

export const HeldRole = Type.Object(
  {
    grantId: Type.Integer(),
    server: ref(StoreServerOption),
    roleId: Type.Integer(),
    roleName: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    forever: Type.Boolean(),
    active: Type.Boolean(),
  },
  { $id: 'HeldRole', title: 'HeldRole' },
);

export const CabinetRoles = Type.Object(
  { roles: Type.Array(ref(HeldRole)), deliveries: Type.Array(ref(DeliveryView)) },
  { $id: 'CabinetRoles', title: 'CabinetRoles' },
);

export const ServerAbilities = Type.Object(
  {
    server: ref(StoreServerOption),
    roleNames: Type.Array(Type.String()),
    abilities: Type.Array(ref(StoreAbilityView)),
  },
  { $id: 'ServerAbilities', title: 'ServerAbilities' },
);

export const CabinetAbilities = Type.Object(
  { servers: Type.Array(ref(ServerAbilities)) },
  { $id: 'CabinetAbilities', title: 'CabinetAbilities' },
);

export const ProfileRolesParams = Type.Object(
  { nick: Type.String({ minLength: 1, maxLength: 32 }) },
  { title: 'ProfileRolesParams' },
);

export const ProfileRoles = Type.Object(
  { nickname: Type.String(), roles: Type.Array(ref(HeldRole)) },
  { $id: 'ProfileRoles', title: 'ProfileRoles' },
);

export const TransferCoinsBody = Type.Object(
  {
    server: Type.String({ minLength: 1, maxLength: 64, description: 'Server slug' }),
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'Site coins' }),
  },
  { $id: 'TransferCoinsBody', title: 'TransferCoinsBody' },
);

export const TransferredCoins = Type.Object(
  {
    server: ref(StoreServerOption),
    amount: Type.Integer(),
    coins: Type.Integer({ description: 'Site coins left' }),
    gameCoins: Type.Integer({ description: 'Coins on that server after the transfer' }),
    deliveryId: Type.String(),
  },
  { $id: 'TransferredCoins', title: 'TransferredCoins' },
);

export const UnbanResult = Type.Object(
  {
    servers: Type.Array(Type.String(), { description: 'Servers told to pardon the player' }),
    site: Type.Boolean({ description: 'Whether a ban on the site itself was lifted too' }),
    paidKopecks: Type.Integer(),
    balanceKopecks: Type.Integer(),
  },
  { $id: 'UnbanResult', title: 'UnbanResult' },
);

/** One of the player's bans that still holds (the launcher's ban page shows them). */
export const MyActiveBan = Type.Object(
  {
    source: ref(BanSourceName),
    server: Type.String({ description: 'Slug of the server that banned; `site` for a site ban' }),
    reason: Type.String(),
    permanent: Type.Boolean(),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When a temporary ban ends; null for a permanent one',
    }),
  },
  { $id: 'MyActiveBan', title: 'MyActiveBan' },
);

export const MyActiveBans = Type.Object(
  {
    items: Type.Array(ref(MyActiveBan)),
    unbanPriceKopecks: Type.Integer({ description: 'What lifting them all costs (0 when none)' }),
  },
  { $id: 'MyActiveBans', title: 'MyActiveBans' },
);

export const storeSchemas = [
  BanSourceName,
  MyActiveBan,
  MyActiveBans,
  UnbanResult,
  RolePeriodName,
  BuyModeName,
  AppliedBuyMode,
  StoreServerOption,
  StoreAbilityView,
  StoreKitView,
  RolePrice,
  StoreRoleView,
  StoreRoles,
  RoleFeatureRow,
  RoleFeatures,
  RoleKits,
  BuyRoleBody,
  BoughtRole,
  StoreQuoteChoice,
  StoreQuote,
  DeliveryView,
  HeldRole,
  CabinetRoles,
  ServerAbilities,
  CabinetAbilities,
  ProfileRoles,
  TransferCoinsBody,
  TransferredCoins,
];
