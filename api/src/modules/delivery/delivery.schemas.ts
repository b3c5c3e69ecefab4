import { Type } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const DeliveryStateName = stringEnum(
  ['pending', 'leased', 'sending', 'uncertain', 'failed', 'resent', 'done'],
  'DeliveryStateName',
);
export const DeliveryKindName = stringEnum(['role', 'revoke', 'coins', 'unban', 'ban'], 'DeliveryKindName');

export const ClaimDeliveriesBody = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    leaseSeconds: Type.Optional(
      Type.Integer({
        minimum: 10,
        maximum: 900,
        default: 60,
        description: 'Unacknowledged rows return to the queue after this long',
      }),
    ),
  },
  { $id: 'ClaimDeliveriesBody', title: 'ClaimDeliveriesBody' },
);

export const ClaimedDelivery = Type.Object(
  {
    id: Type.String({ description: 'The command id: remember executed ids, skip one seen before' }),
    player: Type.String(),
    kind: ref(DeliveryKindName),
    command: Type.String({ description: 'Run it from the console' }),
    attempt: Type.Integer({ description: 'How many times it has been handed out, this one included' }),
  },
  { $id: 'ClaimedDelivery', title: 'ClaimedDelivery' },
);

export const ClaimedDeliveries = Type.Object(
  {
    server: Type.String(),
    leaseUntil: Type.String({ format: 'date-time' }),
    deliveries: Type.Array(ref(ClaimedDelivery)),
  },
  { $id: 'ClaimedDeliveries', title: 'ClaimedDeliveries' },
);

export const AckDeliveriesBody = Type.Object(
  { ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 100 }) },
  { $id: 'AckDeliveriesBody', title: 'AckDeliveriesBody' },
);

export const AckedDeliveries = Type.Object(
  {
    acknowledged: Type.Array(Type.String(), { description: 'Marked delivered by this call' }),
    already: Type.Array(Type.String(), { description: 'Already acknowledged before: nothing changed' }),
    unknown: Type.Array(Type.String(), { description: "Not this server's deliveries" }),
  },
  { $id: 'AckedDeliveries', title: 'AckedDeliveries' },
);

export const DeliveryEventView = Type.Object(
  {
    event: Type.String(),
    at: Type.String({ format: 'date-time' }),
    detail: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'DeliveryEventView', title: 'DeliveryEventView' },
);

export const StaffDelivery = Type.Object(
  {
    id: Type.String(),
    server: Type.String(),
    player: Type.String(),
    kind: ref(DeliveryKindName),
    state: ref(DeliveryStateName),
    command: Type.String(),
    attempts: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    events: Type.Array(ref(DeliveryEventView)),
  },
  { $id: 'StaffDelivery', title: 'StaffDelivery' },
);

export const StaffDeliveries = Type.Object(
  { deliveries: Type.Array(ref(StaffDelivery)) },
  { $id: 'StaffDeliveries', title: 'StaffDeliveries' },
);

export const ResentDelivery = Type.Object(
  { id: Type.String({ description: 'The new delivery (a copy under a new command id)' }) },
  { $id: 'ResentDelivery', title: 'ResentDelivery' },
);

export const DeliveryDecided = Type.Object(
  { id: Type.String(), state: ref(DeliveryStateName) },
  { $id: 'DeliveryDecided', title: 'DeliveryDecided' },
);

export const DeliveryDecisionBody = Type.Object(
  {
    seenEventCount: Type.Integer({
      minimum: 0,
      maximum: 10_000,
      description:
        'How many timeline events the decision was made on (the `events` of the staff list). When the ' +
        'timeline has moved on since (another staff member decided, or the delivery ran), the decision is ' +
        'refused with 409, so two decisions made at once never run a command twice.',
    }),
  },
  { $id: 'DeliveryDecisionBody', title: 'DeliveryDecisionBody' },
);

export const deliverySchemas = [
  DeliveryStateName,
  DeliveryKindName,
  ClaimDeliveriesBody,
  ClaimedDelivery,
  ClaimedDeliveries,
  AckDeliveriesBody,
  AckedDeliveries,
  DeliveryEventView,
  StaffDelivery,
  StaffDeliveries,
  ResentDelivery,
  DeliveryDecided,
  DeliveryDecisionBody,
];
