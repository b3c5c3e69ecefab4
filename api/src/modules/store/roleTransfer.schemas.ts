import { Type } from 'typebox';

import { ref } from '../../platform/schemaRef.js';
import { StoreServerOption } from './store.schemas.js';

export const RoleTransferTarget = Type.Object(
  {
    server: ref(StoreServerOption),
    roleName: Type.String({ description: 'The same role on that server' }),
    priceKopecks: Type.Integer({ description: 'The transfer fee, taken from the balance' }),
  },
  { $id: 'RoleTransferTarget', title: 'RoleTransferTarget' },
);

export const RoleTransferTargets = Type.Object(
  {
    grantId: Type.Integer(),
    roleName: Type.String(),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null: forever' }),
    servers: Type.Array(ref(RoleTransferTarget)),
  },
  { $id: 'RoleTransferTargets', title: 'RoleTransferTargets' },
);

export const TransferRoleBody = Type.Object(
  {
    grantId: Type.Integer({ minimum: 1, description: 'The held role (cabinet/roles grantId)' }),
    server: Type.String({ minLength: 1, maxLength: 64, description: 'Slug of the server to move it to' }),
  },
  { $id: 'TransferRoleBody', title: 'TransferRoleBody' },
);

export const TransferredRole = Type.Object(
  {
    grantId: Type.Integer({ description: 'The grant on the new server' }),
    server: ref(StoreServerOption),
    priceKopecks: Type.Integer(),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null: forever' }),
    balanceKopecks: Type.Integer(),
    deliveryIds: Type.Array(Type.String(), {
      description: 'The revoke on the old server, the grant on the new',
    }),
  },
  { $id: 'TransferredRole', title: 'TransferredRole' },
);

export const roleTransferSchemas = [
  RoleTransferTarget,
  RoleTransferTargets,
  TransferRoleBody,
  TransferredRole,
];
