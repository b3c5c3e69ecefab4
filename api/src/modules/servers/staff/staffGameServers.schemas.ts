import { Type, type Static } from 'typebox';

import { ref } from '../../../platform/schemaRef.js';

const moment = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);
const pvpMode = Type.Enum(['pvp', 'pve', 'mixed'], { type: 'string' });

export const GameServerSlugParams = Type.Object({
  slug: Type.String({ minLength: 1, maxLength: 64, description: 'Slug of the game server' }),
});

export const StaffRconTarget = Type.Object(
  {
    host: Type.String(),
    port: Type.Integer(),
    // The password is write-only: staff see whether one is stored, never the password.
    passwordSet: Type.Boolean(),
    timeoutMs: Type.Integer(),
    maxAttempts: Type.Integer(),
  },
  { $id: 'StaffRconTarget', title: 'StaffRconTarget' },
);

export const StaffGameServerEntry = Type.Object(
  {
    slug: Type.String(),
    name: Type.String(),
    gameVersion: Type.String(),
    address: Type.String({ description: 'The address players are shown' }),
    statusAddress: Type.Union([Type.String(), Type.Null()]),
    sortOrder: Type.Integer(),
    visible: Type.Boolean(),
    retiredAt: moment,
    pvpMode,
    maxPlayers: Type.Integer(),
    mainWorldArea: Type.String(),
    otherWorldArea: Type.String(),
    hasToken: Type.Boolean(),
    tokenRotatedAt: moment,
    lastReportAt: moment,
    lastPingAt: moment,
    rcon: Type.Union([ref(StaffRconTarget), Type.Null()]),
  },
  { $id: 'StaffGameServerEntry', title: 'StaffGameServerEntry' },
);
export type StaffGameServerEntry = Static<typeof StaffGameServerEntry>;

export const StaffGameServerEntries = Type.Object(
  { items: Type.Array(ref(StaffGameServerEntry)) },
  { $id: 'StaffGameServerEntries', title: 'StaffGameServerEntries' },
);

const addressText = Type.String({
  minLength: 1,
  maxLength: 300,
  description: 'host, host:port or [IPv6]:port',
});

/** What staff edit on a server; the slug is fixed once created (it is in the site's links). */
const editable = {
  name: Type.String({ minLength: 1, maxLength: 64 }),
  gameVersion: Type.String({ minLength: 1, maxLength: 32, examples: ['1.20.4'] }),
  address: addressText,
  statusAddress: Type.Union([addressText, Type.Null()], {
    description:
      'host, host:port or [IPv6]:port for Server List Ping; null: not pinged. Loopback, private and ' +
      'link-local addresses are refused unless GAME_SERVER_PRIVATE_ADDRESSES allows them.',
  }),
  sortOrder: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  visible: Type.Boolean(),
  pvpMode,
  maxPlayers: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  mainWorldArea: Type.String({ maxLength: 64 }),
  otherWorldArea: Type.String({ maxLength: 64 }),
};

export const NewGameServerInput = Type.Object(
  {
    slug: Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      description: 'Lower-case letters, digits and single hyphens: the server page is /servers/<slug>',
    }),
    name: editable.name,
    gameVersion: editable.gameVersion,
    address: editable.address,
    statusAddress: Type.Optional(editable.statusAddress),
    sortOrder: Type.Optional(editable.sortOrder),
    visible: Type.Optional(editable.visible),
    pvpMode: Type.Optional(editable.pvpMode),
    maxPlayers: Type.Optional(editable.maxPlayers),
    mainWorldArea: Type.Optional(editable.mainWorldArea),
    otherWorldArea: Type.Optional(editable.otherWorldArea),
  },
  { $id: 'NewGameServerInput', title: 'NewGameServerInput', additionalProperties: false },
);
export type NewGameServerInput = Static<typeof NewGameServerInput>;

export const GameServerChange = Type.Partial(Type.Object(editable), {
  $id: 'GameServerChange',
  title: 'GameServerChange',
  additionalProperties: false,
});
export type GameServerChange = Static<typeof GameServerChange>;

export const GameServerOrderInput = Type.Object(
  {
    slugs: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
      minItems: 1,
      maxItems: 500,
      description: 'Servers in their new order; servers left out keep their place after these',
    }),
  },
  { $id: 'GameServerOrderInput', title: 'GameServerOrderInput', additionalProperties: false },
);

export const RconTargetInput = Type.Object(
  {
    host: Type.String({ minLength: 1, maxLength: 253, examples: ['play.example.org', '203.0.113.7'] }),
    port: Type.Integer({ minimum: 1, maximum: 65535, default: 25575 }),
    password: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Left out: the stored password is kept' }),
    ),
    timeoutMs: Type.Integer({ minimum: 500, maximum: 60_000, default: 5000 }),
    maxAttempts: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  },
  { $id: 'RconTargetInput', title: 'RconTargetInput', additionalProperties: false },
);
export type RconTargetInput = Static<typeof RconTargetInput>;

const pingOutcome = Type.Enum(['ok', 'notSet', 'refused', 'timeout', 'dns', 'private', 'failed'], {
  type: 'string',
});
const rconOutcome = Type.Enum(
  ['ok', 'notSet', 'wrongPassword', 'refused', 'timeout', 'dns', 'private', 'failed'],
  { type: 'string' },
);

export const ConnectionTestResult = Type.Object(
  {
    ping: Type.Object({
      outcome: pingOutcome,
      version: Type.Union([Type.String(), Type.Null()]),
      online: Type.Union([Type.Integer(), Type.Null()]),
      maxPlayers: Type.Union([Type.Integer(), Type.Null()]),
      latencyMs: Type.Union([Type.Integer(), Type.Null()]),
      detail: Type.Union([Type.String(), Type.Null()], { description: 'The failure as the system said it' }),
    }),
    rcon: Type.Object({
      outcome: rconOutcome,
      detail: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  { $id: 'ConnectionTestResult', title: 'ConnectionTestResult' },
);
export type ConnectionTestResult = Static<typeof ConnectionTestResult>;

export const staffGameServerSchemas = [
  StaffRconTarget,
  StaffGameServerEntry,
  StaffGameServerEntries,
  NewGameServerInput,
  GameServerChange,
  GameServerOrderInput,
  RconTargetInput,
  ConnectionTestResult,
];
