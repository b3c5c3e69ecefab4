import { Type, type Static } from 'typebox';

import { ref } from '../../platform/schemaRef.js';

const slug = Type.String({ minLength: 1, maxLength: 64, description: 'Slug of the game server' });
const moment = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const StaffGameServer = Type.Object(
  {
    slug: Type.String(),
    name: Type.String(),
    statusAddress: Type.Union([Type.String(), Type.Null()]),
    hasToken: Type.Boolean(),
    tokenRotatedAt: moment,
    lastReportAt: moment,
    lastPingAt: moment,
  },
  { $id: 'StaffGameServer', title: 'StaffGameServer' },
);
export type StaffGameServer = Static<typeof StaffGameServer>;

export const StaffGameServerList = Type.Object(
  { items: Type.Array(ref(StaffGameServer)) },
  { $id: 'StaffGameServerList', title: 'StaffGameServerList' },
);

export const RotateServerTokenInput = Type.Object(
  { server: slug },
  { $id: 'RotateServerTokenInput', title: 'RotateServerTokenInput', additionalProperties: false },
);

export const RotatedServerToken = Type.Object(
  {
    server: Type.String(),
    token: Type.String({ description: 'Shown once: only its hash is stored. The old token stops working.' }),
  },
  { $id: 'RotatedServerToken', title: 'RotatedServerToken' },
);

export const StaffStatusAddressInput = Type.Object(
  {
    server: slug,
    statusAddress: Type.Union(
      [Type.String({ pattern: '^[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?$' }), Type.Null()],
      { description: 'host[:port] for Server List Ping; null stops pinging' },
    ),
  },
  { $id: 'StaffStatusAddressInput', title: 'StaffStatusAddressInput', additionalProperties: false },
);

export const staffServerSchemas = [
  StaffGameServer,
  StaffGameServerList,
  RotateServerTokenInput,
  RotatedServerToken,
  StaffStatusAddressInput,
];
