import type { LedgerEntry } from './Ledger.js';

/** A paid top-up: the provider owes us the amount; the player gets it plus the bonus we pay for. */
export function topupEntry(payment: {
  id: string;
  userId: number;
  provider: string;
  method: string;
  amountKopecks: number;
  bonusKopecks: number;
}): LedgerEntry {
  const postings: LedgerEntry['postings'] = [
    {
      account: { kind: 'user_balance', userId: payment.userId },
      amount: payment.amountKopecks + payment.bonusKopecks,
    },
    {
      account: { kind: 'provider_clearing', provider: payment.provider, currency: 'RUB' },
      amount: -payment.amountKopecks,
    },
  ];
  if (payment.bonusKopecks > 0) {
    postings.push({ account: { kind: 'bonus_expense', currency: 'RUB' }, amount: -payment.bonusKopecks });
  }
  return {
    kind: 'topup',
    userId: payment.userId,
    reference: `payment:${payment.id}:credit`,
    details: {
      paymentId: payment.id,
      provider: payment.provider,
      method: payment.method,
      amountKopecks: payment.amountKopecks,
      bonusKopecks: payment.bonusKopecks,
    },
    postings,
  };
}

/** A refund through the provider takes back the top-up and its bonus. */
export function paymentRefundEntry(
  payment: Parameters<typeof topupEntry>[0],
  actorId: number | null,
  reason: string | null,
): LedgerEntry {
  const credit = topupEntry(payment);
  return {
    kind: 'payment_refund',
    userId: payment.userId,
    reference: `payment:${payment.id}:refund`,
    details: credit.details ?? {},
    actorId,
    reason,
    postings: credit.postings.map((posting) => ({ ...posting, amount: -posting.amount })),
  };
}

/** Staff's manual correction of a balance or coins, always with a reason and the staff member. */
export function adjustmentEntry(input: {
  userId: number;
  currency: 'RUB' | 'COIN';
  amount: number;
  actorId: number;
  reason: string;
  /** What the player is shown instead of the reason (docs/product.md#money). */
  category?: string;
  reference: string;
}): LedgerEntry {
  const player =
    input.currency === 'RUB'
      ? ({ kind: 'user_balance', userId: input.userId } as const)
      : ({ kind: 'user_coins', userId: input.userId } as const);
  return {
    kind: 'adjustment',
    userId: input.userId,
    reference: input.reference,
    details: { currency: input.currency, amount: input.amount, category: input.category ?? 'correction' },
    actorId: input.actorId,
    reason: input.reason,
    postings: [
      { account: player, amount: input.amount },
      { account: { kind: 'adjustments', currency: input.currency }, amount: -input.amount },
    ],
  };
}

/** Spending the balance in the shop (the store feature calls this with its order). */
export function purchaseEntry(input: {
  userId: number;
  amountKopecks: number;
  reference: string;
  details: Record<string, string | number | null>;
}): LedgerEntry {
  return {
    kind: 'purchase',
    userId: input.userId,
    reference: input.reference,
    details: input.details,
    postings: [
      { account: { kind: 'user_balance', userId: input.userId }, amount: -input.amountKopecks },
      { account: { kind: 'revenue', currency: 'RUB' }, amount: input.amountKopecks },
    ],
  };
}
