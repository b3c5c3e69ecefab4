import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

const moment = Type.String({ format: 'date-time' });
const maybeMoment = Type.Union([moment, Type.Null()]);
const maybeText = Type.Union([Type.String(), Type.Null()]);
const named = (name: string) => ({ $id: name, title: name });
const bilingual = Type.Object({ ru: Type.String(), en: Type.String() });

export const StaffPlayerRole = Type.Object(
  {
    id: Type.Integer(),
    server: Type.String({ description: 'The server slug' }),
    serverName: Type.String(),
    role: bilingual,
    startsAt: moment,
    endsAt: Type.Union([moment, Type.Null()], { description: 'Null: forever' }),
    endedEarlyAt: maybeMoment,
    active: Type.Boolean(),
  },
  named('StaffPlayerRole'),
);

export const StaffPlayerPurchase = Type.Object(
  {
    id: Type.Integer(),
    serverName: Type.String(),
    kind: Type.String({ description: 'role, coins or unban' }),
    role: Type.Union([bilingual, Type.Null()]),
    period: maybeText,
    paidKopecks: Type.Integer(),
    coins: Type.Integer(),
    refunded: Type.Boolean({ description: 'Returned to the balance by a refund before a wipe' }),
    createdAt: moment,
  },
  named('StaffPlayerPurchase'),
);

export const StaffPlayerPayment = Type.Object(
  {
    id: Type.String(),
    method: Type.String(),
    status: Type.String(),
    amountKopecks: Type.Integer(),
    createdAt: moment,
  },
  named('StaffPlayerPayment'),
);

export const StaffPlayerDelivery = Type.Object(
  {
    id: Type.String(),
    serverName: Type.String(),
    kind: Type.String(),
    state: Type.String(),
    attempts: Type.Integer(),
    createdAt: moment,
    deliveredAt: maybeMoment,
  },
  named('StaffPlayerDelivery'),
);

export const StaffPlayerGameBan = Type.Object(
  {
    id: Type.Integer(),
    serverName: Type.String(),
    reason: Type.String(),
    bannedBy: Type.String(),
    startsAt: moment,
    endsAt: maybeMoment,
    permanent: Type.Boolean(),
    active: Type.Boolean(),
    liftedAt: maybeMoment,
  },
  named('StaffPlayerGameBan'),
);

export const StaffPlayerRecords = Type.Object(
  {
    roles: Type.Array(ref(StaffPlayerRole)),
    purchases: Type.Array(ref(StaffPlayerPurchase)),
    payments: Type.Array(ref(StaffPlayerPayment)),
    deliveries: Type.Array(ref(StaffPlayerDelivery)),
    gameBans: Type.Array(ref(StaffPlayerGameBan)),
  },
  named('StaffPlayerRecords'),
);
export type StaffPlayerRecords = Static<typeof StaffPlayerRecords>;

export const playerRecordSchemas = [
  StaffPlayerRole,
  StaffPlayerPurchase,
  StaffPlayerPayment,
  StaffPlayerDelivery,
  StaffPlayerGameBan,
  StaffPlayerRecords,
];
