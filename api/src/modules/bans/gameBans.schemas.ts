import { Type } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';
import { DeliveryStateName } from '../delivery/index.js';
import { MAX_BAN_DAYS } from './gameBanRules.js';

const named = (name: string) => ({ $id: name, title: name });

export const GameBanDeliveryStateName = stringEnum(
  ['waiting', 'delivered', 'failed'],
  'GameBanDeliveryStateName',
);
export const GameBanCommandName = stringEnum(['ban', 'lift'], 'GameBanCommandName');
export const GameBanStatusName = stringEnum(['active', 'lifted'], 'GameBanStatusName');

export const StaffGameBanDelivery = Type.Object(
  {
    id: Type.String({ description: 'The delivery (outbox row) that carries the command' }),
    action: ref(GameBanCommandName),
    state: ref(GameBanDeliveryStateName),
    deliveryState: ref(DeliveryStateName),
  },
  named('StaffGameBanDelivery'),
);

export const StaffGameBan = Type.Object(
  {
    id: Type.Integer(),
    player: Type.String(),
    server: Type.Object({ slug: Type.String(), name: Type.String() }),
    reason: Type.String(),
    bannedBy: Type.String(),
    startsAt: Type.String({ format: 'date-time' }),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    permanent: Type.Boolean(),
    active: Type.Boolean(),
    liftedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    liftedBy: Type.Union([Type.String(), Type.Null()]),
    delivery: Type.Union([ref(StaffGameBanDelivery), Type.Null()], {
      description: 'The newest command staff sent about this ban, and how far it got; null: none sent',
    }),
  },
  named('StaffGameBan'),
);

export const StaffGameBans = Type.Object({ bans: Type.Array(ref(StaffGameBan)) }, named('StaffGameBans'));

export const StaffGameBansQuery = Type.Object({
  player: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  server: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Server slug' })),
  status: Type.Optional(ref(GameBanStatusName)),
});

export const IssueGameBanInput = Type.Object(
  {
    player: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_]+$' }),
    server: Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()], {
      description: 'Server slug; null bans on every server',
    }),
    reason: Type.String({ minLength: 3, maxLength: 200 }),
    days: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: MAX_BAN_DAYS }), Type.Null()], {
        description: 'Length in days; leave out only with `forever: true`',
      }),
    ),
    forever: Type.Optional(
      Type.Boolean({ description: 'True bans with no end; a ban is never forever by a missing length' }),
    ),
  },
  { ...named('IssueGameBanInput'), additionalProperties: false },
);

export const gameBanSchemas = [
  GameBanDeliveryStateName,
  GameBanCommandName,
  GameBanStatusName,
  StaffGameBanDelivery,
  StaffGameBan,
  StaffGameBans,
  IssueGameBanInput,
];
