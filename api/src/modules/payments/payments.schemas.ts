import { Type } from 'typebox';

import { ref, stringEnum } from '../../platform/schemaRef.js';

export const PaymentMethodName = stringEnum(['card', 'sbp', 'crypto'], 'PaymentMethodName');
export const PaymentStatusName = stringEnum(
  ['created', 'pending', 'succeeded', 'failed', 'canceled', 'refunded'],
  'PaymentStatusName',
);

export const BonusTier = Type.Object(
  { fromRubles: Type.Integer(), percent: Type.Integer({ minimum: 0, maximum: 50 }) },
  { $id: 'BonusTier', title: 'BonusTier' },
);

export const PayMethodOption = Type.Object(
  { method: ref(PaymentMethodName), provider: Type.String() },
  { $id: 'PayMethodOption', title: 'PayMethodOption' },
);

export const PayOptions = Type.Object(
  {
    methods: Type.Array(ref(PayMethodOption), {
      description: 'Only the methods a configured provider takes',
    }),
    presets: Type.Array(Type.Integer(), { description: 'Suggested amounts, rubles' }),
    minRubles: Type.Integer(),
    maxRubles: Type.Integer(),
    bonusTiers: Type.Array(ref(BonusTier), {
      description: 'From this many rubles on, this percent is added',
    }),
  },
  { $id: 'PayOptions', title: 'PayOptions' },
);

export const CreatePaymentBody = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 10_000_000, description: 'Rubles' }),
    method: ref(PaymentMethodName),
    returnTo: Type.Optional(
      Type.String({
        maxLength: 2000,
        description:
          "Where the player comes back to: an address on one of the site's configured hosts (the one they " +
          'paid from); the result is added as `notify=success` or `notify=failed`. Default: the pay page ' +
          'of the primary host',
      }),
    ),
  },
  { $id: 'CreatePaymentBody', title: 'CreatePaymentBody' },
);

export const CreatedPayment = Type.Object(
  {
    paymentId: Type.String(),
    redirectUrl: Type.String({ description: "The provider's page to send the player to" }),
    bonusKopecks: Type.Integer(),
  },
  { $id: 'CreatedPayment', title: 'CreatedPayment' },
);

export const MoneyChange = Type.Object(
  {
    amount: Type.Integer({ description: 'Minor units: kopecks for RUB, whole coins otherwise' }),
    currency: Type.String({ description: 'RUB, COIN or GAME:<server>' }),
  },
  { $id: 'MoneyChange', title: 'MoneyChange' },
);

/** What a staff adjustment is, in words a player understands; the free-text reason stays in the audit log. */
export const AdjustmentCategoryName = stringEnum(
  ['correction', 'compensation', 'refund', 'gift'],
  'AdjustmentCategoryName',
);

export const MoneyHistoryEntry = Type.Object(
  {
    id: Type.Integer(),
    kind: Type.String({
      description: 'topup, payment_refund, adjustment, purchase, opening, wipe_refund...',
    }),
    details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), {
      description:
        'purchase: item (role, role_transfer, unban), role and roleRu, period, serverName, fromName; ' +
        'coins_transfer: server and serverName; topup: method and bonusKopecks',
    }),
    category: Type.Union([ref(AdjustmentCategoryName), Type.Null()], {
      description: "An adjustment's category (the staff's own words are not shown to the player)",
    }),
    changes: Type.Array(ref(MoneyChange)),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'MoneyHistoryEntry', title: 'MoneyHistoryEntry' },
);

/** A top-up that has not reached the balance: still open, failed or canceled. */
export const UncreditedPayment = Type.Object(
  {
    id: Type.String(),
    amountKopecks: Type.Integer(),
    method: ref(PaymentMethodName),
    status: ref(PaymentStatusName),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'UncreditedPayment', title: 'UncreditedPayment' },
);

export const MoneyHistoryPage = Type.Object(
  {
    entries: Type.Array(ref(MoneyHistoryEntry)),
    payments: Type.Array(ref(UncreditedPayment), {
      description: 'On the first page: the latest top-ups not credited (pending, failed, canceled)',
    }),
    page: Type.Integer(),
    hasMore: Type.Boolean(),
  },
  { $id: 'MoneyHistoryPage', title: 'MoneyHistoryPage' },
);

export const MoneyHistoryQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    kind: Type.Optional(
      Type.Enum(['topup', 'payment_refund', 'adjustment', 'purchase', 'opening', 'wipe_refund'], {
        type: 'string',
      }),
    ),
    currency: Type.Optional(Type.Enum(['RUB', 'COIN'], { type: 'string' })),
  },
  { title: 'MoneyHistoryQuery' },
);

export const StaffPayment = Type.Object(
  {
    id: Type.String(),
    userId: Type.Integer(),
    login: Type.String(),
    provider: Type.String(),
    method: ref(PaymentMethodName),
    amountKopecks: Type.Integer(),
    bonusKopecks: Type.Integer(),
    currency: Type.String(),
    status: ref(PaymentStatusName),
    providerPaymentId: Type.Union([Type.String(), Type.Null()]),
    providerStatus: Type.Union([Type.String(), Type.Null()]),
    failure: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'StaffPayment', title: 'StaffPayment' },
);

export const StaffPaymentsPage = Type.Object(
  { payments: Type.Array(ref(StaffPayment)), page: Type.Integer(), hasMore: Type.Boolean() },
  { $id: 'StaffPaymentsPage', title: 'StaffPaymentsPage' },
);

export const ProviderPaymentStatus = Type.Object(
  {
    status: Type.String({ description: 'Our reading of it: pending, succeeded, failed, canceled, refunded' }),
    rawStatus: Type.String({ description: "The provider's own word" }),
    amountKopecks: Type.Integer(),
    currency: Type.String(),
  },
  { $id: 'ProviderPaymentStatus', title: 'ProviderPaymentStatus' },
);

export const RefundBody = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { $id: 'RefundBody', title: 'RefundBody' },
);

export const AdjustBody = Type.Object(
  {
    login: Type.String({ minLength: 1, maxLength: 64 }),
    currency: Type.Enum(['RUB', 'COIN'], { type: 'string' }),
    amount: Type.Integer({
      description: 'Kopecks or coins; negative takes away',
      minimum: -1_000_000_000,
      maximum: 1_000_000_000,
    }),
    reason: Type.String({ minLength: 3, maxLength: 500 }),
    category: Type.Optional(ref(AdjustmentCategoryName)),
  },
  { $id: 'AdjustBody', title: 'AdjustBody' },
);

export const PlayerWallet = Type.Object(
  { login: Type.String(), balanceKopecks: Type.Integer(), coins: Type.Integer() },
  { $id: 'PlayerWallet', title: 'PlayerWallet' },
);

export const paymentSchemas = [
  PaymentMethodName,
  PaymentStatusName,
  BonusTier,
  PayMethodOption,
  PayOptions,
  CreatePaymentBody,
  CreatedPayment,
  MoneyChange,
  AdjustmentCategoryName,
  MoneyHistoryEntry,
  UncreditedPayment,
  MoneyHistoryPage,
  StaffPayment,
  StaffPaymentsPage,
  ProviderPaymentStatus,
  RefundBody,
  AdjustBody,
  PlayerWallet,
];
