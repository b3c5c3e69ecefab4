import type { TFunction } from 'i18next';

export interface Movement {
  kind: string;
  details: Record<string, unknown>;
  reason: string | null;
}

const KNOWN = [
  'topup',
  'payment_refund',
  'adjustment',
  'purchase',
  'opening',
  'wipe_refund',
  'coins_transfer',
  'daily_bonus',
  'referral_reward',
] as const;
type KnownKind = (typeof KNOWN)[number];
const isKnown = (kind: string): kind is KnownKind => (KNOWN as readonly string[]).includes(kind);

/** A ledger movement in words: its kind, the method it went through, the bonus or the staff's reason. */
export function describeMovement(
  movement: Movement,
  t: TFunction<'payments'>,
  formatKopecks: (value: number) => string,
) {
  const method = typeof movement.details.method === 'string' ? movement.details.method : 'card';
  const methodName = ['card', 'sbp', 'crypto'].includes(method)
    ? t(`pay.methods.${method as 'card'}`)
    : method;
  const bonus = typeof movement.details.bonusKopecks === 'number' ? movement.details.bonusKopecks : 0;
  if (!isKnown(movement.kind)) return movement.kind;
  switch (movement.kind) {
    case 'topup':
      return bonus > 0
        ? t('history.describe.topupBonus', { method: methodName, bonus: formatKopecks(bonus) })
        : t('history.describe.topup', { method: methodName });
    case 'payment_refund':
      return t('history.describe.payment_refund', { method: methodName });
    case 'adjustment':
      return t('history.describe.adjustment', { reason: movement.reason ?? '' });
    default:
      return t(`history.describe.${movement.kind}`);
  }
}
