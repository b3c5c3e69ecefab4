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
      [
        Type.String({ minLength: 1, maxLength: 300, examples: ['play.example.org', '[2001:db8::7]:25565'] }),
        Type.Null(),
      ],
      {
        description:
          'host, host:port or [IPv6]:port for Server List Ping (no port: the _minecraft._tcp SRV record, ' +
          'then 25565); null stops pinging. Loopback, private and link-local addresses are refused ' +
          'unless GAME_SERVER_PRIVATE_ADDRESSES allows them.',
      },
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
