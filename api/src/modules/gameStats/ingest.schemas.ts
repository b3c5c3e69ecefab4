import { Type, type Static } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const counterNames = [
  'blocksBroken',
  'blocksPlaced',
  'playersKilled',
  'mobsKilled',
  'deaths',
  'experience',
  'chatMessages',
  'casesOpened',
] as const;
export type CounterName = (typeof counterNames)[number];

export const gameEventTypes = ['heartbeat', 'join', 'leave', 'counters', 'ban', 'unban'] as const;
export const GameEventType = stringEnum(gameEventTypes, 'GameEventType');

export const GamePlayerRef = Type.Object(
  {
    uuid: Type.Optional(
      Type.String({
        pattern: '^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$',
        description: "The player's UUID (matched first); offline-mode servers may omit it",
        examples: ['069a79f4-44e9-4726-a5be-fca90e38aaf5'],
      }),
    ),
    nickname: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$', examples: ['Steve'] }),
  },
  { $id: 'GamePlayerRef', title: 'GamePlayerRef', additionalProperties: false },
);
export type GamePlayerRef = Static<typeof GamePlayerRef>;

const delta = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 }));
export const GameCounterDeltas = Type.Object(
  {
    blocksBroken: delta,
    blocksPlaced: delta,
    playersKilled: delta,
    mobsKilled: delta,
    deaths: delta,
    experience: delta,
    chatMessages: delta,
    casesOpened: delta,
  },
  {
    $id: 'GameCounterDeltas',
    title: 'GameCounterDeltas',
    additionalProperties: false,
    description: 'Increments since the previous report, not totals',
  },
);
export type GameCounterDeltas = Static<typeof GameCounterDeltas>;

export const GameBanReport = Type.Object(
  {
    banId: Type.String({ minLength: 1, maxLength: 100, description: "The plugin's own id of this ban" }),
    by: Type.String({ minLength: 1, maxLength: 64, description: 'Who issued (or, for unban, lifted) it' }),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
    start: Type.Optional(Type.String({ format: 'date-time', description: "Defaults to the event's time" })),
    end: Type.Optional(
      Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null: never ends' }),
    ),
    permanent: Type.Optional(Type.Boolean({ default: false })),
  },
  { $id: 'GameBanReport', title: 'GameBanReport', additionalProperties: false },
);
export type GameBanReport = Static<typeof GameBanReport>;

export const GameEvent = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'Unique per server and event: a replayed event with a known id is ignored',
    }),
    type: ref(GameEventType),
    at: Type.String({ format: 'date-time', description: 'When it happened on the game server' }),
    tps: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'heartbeat' })),
    online: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100000,
        description: 'heartbeat; defaults to the length of players',
      }),
    ),
    maxPlayers: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'heartbeat' })),
    players: Type.Optional(
      Type.Array(ref(GamePlayerRef), {
        maxItems: 5000,
        description: 'heartbeat: everyone online now; sessions of players missing here are closed',
      }),
    ),
    player: Type.Optional(ref(GamePlayerRef)),
    counters: Type.Optional(ref(GameCounterDeltas)),
    ban: Type.Optional(ref(GameBanReport)),
  },
  {
    $id: 'GameEvent',
    title: 'GameEvent',
    additionalProperties: false,
    description:
      'One thing that happened. heartbeat: tps, online, maxPlayers, players. join / leave: player. ' +
      'counters: player, counters. ban: player, ban. unban: ban (banId, by).',
  },
);
export type GameEvent = Static<typeof GameEvent>;

export const GameReportBatch = Type.Object(
  { events: Type.Array(ref(GameEvent), { minItems: 1, maxItems: 1000 }) },
  {
    $id: 'GameReportBatch',
    title: 'GameReportBatch',
    additionalProperties: false,
    examples: [
      {
        events: [
          {
            id: 'hb-1764000000',
            type: 'heartbeat',
            at: '2026-11-24T12:00:00Z',
            tps: 19.8,
            online: 2,
            maxPlayers: 300,
            players: [
              { uuid: '069a79f4-44e9-4726-a5be-fca90e38aaf5', nickname: 'Steve' },
              { nickname: 'Alex' },
            ],
          },
          { id: 'j-42', type: 'join', at: '2026-11-24T11:58:10Z', player: { nickname: 'Alex' } },
          {
            id: 'c-9001',
            type: 'counters',
            at: '2026-11-24T12:00:00Z',
            player: { nickname: 'Alex' },
            counters: { blocksBroken: 120, mobsKilled: 3, chatMessages: 4 },
          },
          {
            id: 'b-17',
            type: 'ban',
            at: '2026-11-24T12:00:00Z',
            player: { nickname: 'Griefer' },
            ban: { banId: '17', by: 'admin', reason: 'Griefing', end: '2026-12-01T12:00:00Z' },
          },
          { id: 'u-17', type: 'unban', at: '2026-11-25T08:00:00Z', ban: { banId: '17', by: 'admin' } },
        ],
      },
    ],
  },
);
export type GameReportBatch = Static<typeof GameReportBatch>;

export const GameReportResult = Type.Object(
  {
    server: Type.String({ description: 'Slug of the server the token belongs to' }),
    accepted: Type.Integer({ minimum: 0, description: 'Events applied now' }),
    duplicates: Type.Integer({ minimum: 0, description: 'Events already applied before (ignored)' }),
  },
  { $id: 'GameReportResult', title: 'GameReportResult' },
);
export type GameReportResult = Static<typeof GameReportResult>;

export const ingestSchemas = [
  GameEventType,
  GamePlayerRef,
  GameCounterDeltas,
  GameBanReport,
  GameEvent,
  GameReportBatch,
  GameReportResult,
];
