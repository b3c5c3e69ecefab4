import type { TFunction } from 'i18next';

export interface Movement {
  kind: string;
  details: Record<string, unknown>;
  /** An adjustment's category: the player reads it, never the words staff typed. */
  category: string | null;
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
const CATEGORIES = ['correction', 'compensation', 'refund', 'gift'] as const;
const PERIODS = ['month', 'quarter', 'forever'] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** What was bought, in words: the role, the server and the period (older entries lack the names). */
function describePurchase(details: Record<string, unknown>, t: TFunction<'payments'>, lang: string) {
  const role = (lang === 'ru' ? text(details.roleRu) : undefined) ?? text(details.role);
  const server = text(details.serverName);
  if (details.item === 'unban') return t('history.describe.purchaseUnban');
  if (role === undefined || server === undefined) return t('history.describe.purchase');
  if (details.item === 'role_transfer') {
    return t('history.describe.purchaseTransfer', { role, server, from: text(details.fromName) ?? '' });
  }
  const period = PERIODS.find((value) => value === details.period) ?? 'month';
  return t('history.describe.purchaseRole', { role, server, period: t(`history.periods.${period}`) });
}

/** A ledger movement in words: what was bought where, where coins went, the method, the staff's category. */
export function describeMovement(
  movement: Movement,
  t: TFunction<'payments'>,
  formatKopecks: (value: number) => string,
  lang: string,
) {
  const { details } = movement;
  const method = typeof details.method === 'string' ? details.method : 'card';
  const methodName = ['card', 'sbp', 'crypto'].includes(method)
    ? t(`pay.methods.${method as 'card'}`)
    : method;
  const bonus = typeof details.bonusKopecks === 'number' ? details.bonusKopecks : 0;
  if (!isKnown(movement.kind)) return movement.kind;
  switch (movement.kind) {
    case 'topup':
      return bonus > 0
        ? t('history.describe.topupBonus', { method: methodName, bonus: formatKopecks(bonus) })
        : t('history.describe.topup', { method: methodName });
    case 'payment_refund':
      return t('history.describe.payment_refund', { method: methodName });
    case 'adjustment': {
      const category = CATEGORIES.find((value) => value === movement.category) ?? 'correction';
      return t('history.describe.adjustment', { category: t(`history.categories.${category}`) });
    }
    case 'purchase':
      return describePurchase(details, t, lang);
    case 'coins_transfer':
    case 'wipe_refund':
      return t(`history.describe.${movement.kind}`, {
        server: text(details.serverName) ?? text(details.server) ?? '',
      });
    case 'referral_reward':
      return t('history.describe.referral_reward', { referral: text(details.referral) ?? '' });
    default:
      return t(`history.describe.${movement.kind}`);
  }
}
