import { Type } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';
import { StoreServerOption } from './store.schemas.js';

const named = (name: string) => ({ $id: name, title: name });
const moment = Type.String({ format: 'date-time' });

export const WipeStatusName = stringEnum(['scheduled', 'cancelled', 'done'], 'WipeStatusName');

export const WipeRefundPaid = Type.Object(
  { player: Type.String(), kopecks: Type.Integer() },
  named('WipeRefundPaid'),
);

export const ScheduledWipe = Type.Object(
  {
    id: Type.Integer(),
    server: ref(StoreServerOption),
    wipeAt: moment,
    status: ref(WipeStatusName),
    cancelledAt: Type.Union([moment, Type.Null()]),
    refundOpensAt: moment,
    refundClosesAt: Type.String({
      format: 'date-time',
      description: 'The wipe itself, or the moment it was cancelled',
    }),
    refundOpen: Type.Boolean(),
    owedPlayers: Type.Integer({ description: 'Players who would get something back if they asked now' }),
    owedKopecks: Type.Integer({ description: 'What every one of them asking now would return in total' }),
    refundedPlayers: Type.Integer(),
    refundedKopecks: Type.Integer({ description: 'Refunds already paid before this wipe' }),
    refunds: Type.Array(ref(WipeRefundPaid), { description: 'Paid refunds by player; they stay paid' }),
  },
  named('ScheduledWipe'),
);

export const ScheduledWipes = Type.Object(
  {
    wipes: Type.Array(ref(ScheduledWipe), {
      description: 'Wipes ahead, and those cancelled or done in the last 30 days, soonest first',
    }),
  },
  named('ScheduledWipes'),
);

export const ScheduleWipeBody = Type.Object(
  {
    server: Type.String({ minLength: 1, maxLength: 64 }),
    wipeAt: Type.String({ format: 'date-time', description: 'Must be ahead of now' }),
  },
  named('ScheduleWipeBody'),
);

export const wipeStaffSchemas = [
  WipeStatusName,
  WipeRefundPaid,
  ScheduledWipe,
  ScheduledWipes,
  ScheduleWipeBody,
];
