import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const pvpModes = ['pvp', 'pve', 'mixed'] as const;

export const GameServerPvpMode = stringEnum(pvpModes, 'GameServerPvpMode');

export const MotdSegment = Type.Object(
  {
    text: Type.String(),
    color: Type.Union([Type.String({ pattern: '^#[0-9a-f]{6}$' }), Type.Null()], {
      description: '#rrggbb; null for the default colour',
    }),
    bold: Type.Boolean(),
    italic: Type.Boolean(),
    underlined: Type.Boolean(),
    strikethrough: Type.Boolean(),
    obfuscated: Type.Boolean(),
  },
  {
    $id: 'MotdSegment',
    title: 'MotdSegment',
    description: 'A run of MOTD text in one style (from the chat component or the § codes)',
  },
);

export const GameServer = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String({ examples: ['techno-magic-rpg'] }),
    name: Type.String({ description: "Equals the server document's documentMeta.serverName" }),
    mainWorldArea: Type.String({ examples: ['12000×12000'] }),
    otherWorldArea: Type.String(),
    gameVersion: Type.String({ examples: ['1.12.2'], description: "The catalogue's version" }),
    version: Type.String({
      examples: ['1.20.4'],
      description:
        'The version to show: what the server answered to its last Server List Ping while online, ' +
        'else gameVersion',
    }),
    pingVersion: Type.Union([Type.String(), Type.Null()], {
      description: 'The version name of the last ping answer, whether or not the server is online now',
    }),
    pvpMode: ref(GameServerPvpMode),
    // No example: Mesh reads a host:port example as a URL and then refuses a bare host name.
    address: Type.String({ description: 'The address players are shown, e.g. rpg.lodestone.example:25565' }),
    online: Type.Integer({ minimum: 0 }),
    maxPlayers: Type.Integer({ minimum: 0 }),
    recordDay: Type.Integer({ minimum: 0, description: 'Highest online of the current UTC day' }),
    recordMax: Type.Integer({ minimum: 0, description: 'Highest online ever' }),
    recordDayAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the day record was reached',
    }),
    recordMaxAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the all-time record was reached',
    }),
    tps: Type.Number({
      minimum: 0,
      description: "Ticks per second from the plugin's heartbeat; 20 when unknown",
    }),
    motd: Type.Union([Type.String(), Type.Null()], {
      description: 'Message of the day from Server List Ping, as plain text',
    }),
    motdSegments: Type.Array(ref(MotdSegment), {
      description: 'The same MOTD with its colours and styles; empty when there is none',
    }),
    isOnline: Type.Boolean({ description: 'The server reported its online within the last 5 minutes' }),
    documentSlug: Type.Union([Type.String(), Type.Null()], { description: 'Slug of its server document' }),
  },
  { $id: 'GameServer', title: 'GameServer' },
);
export type GameServer = Static<typeof GameServer>;

export const GameServerList = Type.Object(
  {
    items: Type.Array(ref(GameServer)),
    totalOnline: Type.Integer({ minimum: 0 }),
  },
  { $id: 'GameServerList', title: 'GameServerList' },
);
export type GameServerList = Static<typeof GameServerList>;

export const ServerOnlineReport = Type.Object(
  {
    server: Type.String({ minLength: 1, maxLength: 64, description: 'Slug of the game server' }),
    online: Type.Integer({ minimum: 0, maximum: 100000 }),
  },
  { $id: 'ServerOnlineReport', title: 'ServerOnlineReport', additionalProperties: false },
);

export const serverSchemas = [GameServerPvpMode, MotdSegment, GameServer, GameServerList, ServerOnlineReport];
