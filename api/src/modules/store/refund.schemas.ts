import { Type } from 'typebox';

import { ref } from '../../platform/schemaRef.js';
import { RolePeriodName, StoreServerOption } from './store.schemas.js';

export const RefundItem = Type.Object(
  {
    purchaseId: Type.Integer(),
    roleName: Type.String(),
    period: ref(RolePeriodName),
    paidKopecks: Type.Integer(),
    boughtAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'RefundItem', title: 'RefundItem' },
);

export const RefundServer = Type.Object(
  {
    wipeId: Type.Integer(),
    server: ref(StoreServerOption),
    wipeAt: Type.String({ format: 'date-time' }),
    items: Type.Array(ref(RefundItem)),
    totalKopecks: Type.Integer(),
  },
  { $id: 'RefundServer', title: 'RefundServer' },
);

export const CabinetRefund = Type.Object(
  {
    servers: Type.Array(ref(RefundServer), { description: 'Servers whose wipe is at most 14 days away' }),
  },
  { $id: 'CabinetRefund', title: 'CabinetRefund' },
);

export const WipeRefundBody = Type.Object(
  { server: Type.String({ minLength: 1, maxLength: 64 }) },
  { $id: 'WipeRefundBody', title: 'WipeRefundBody' },
);

export const RefundResult = Type.Object(
  { refundedKopecks: Type.Integer(), balanceKopecks: Type.Integer() },
  { $id: 'RefundResult', title: 'RefundResult' },
);

export const refundSchemas = [RefundItem, RefundServer, CabinetRefund, WipeRefundBody, RefundResult];
