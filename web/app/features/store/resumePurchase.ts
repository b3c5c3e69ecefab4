import type { BuyModeName, RolePeriodName } from '../../generated/graphql';

/** A purchase the player started and left to top up: enough to open the same dialog again. */
export interface PurchaseIntent {
  server: string;
  roleId: number;
  period: RolePeriodName;
  mode: BuyModeName;
}

const PERIODS: readonly RolePeriodName[] = ['month', 'quarter', 'forever'];
const MODES: readonly BuyModeName[] = ['stack', 'extend'];
/** The store's own parameters for a purchase to resume (`?buy=<role>&period=&mode=`). */
export const INTENT_PARAMS = ['buy', 'period', 'mode'] as const;

/** The intent from the store's address, or null when it is missing or not one the store could offer. */
export function readPurchaseIntent(params: URLSearchParams): Omit<PurchaseIntent, 'server'> | null {
  const roleId = Number(params.get('buy'));
  const period = PERIODS.find((value) => value === params.get('period'));
  const mode = MODES.find((value) => value === params.get('mode')) ?? 'stack';
  if (!Number.isInteger(roleId) || roleId <= 0 || period === undefined) return null;
  return { roleId, period, mode };
}

/** The store page that opens the purchase again, ready to confirm. */
export function resumeAddress(lang: string, intent: PurchaseIntent): string {
  const params = new URLSearchParams({
    server: intent.server,
    buy: String(intent.roleId),
    period: intent.period,
    mode: intent.mode,
  });
  return `/${lang}/store?${params.toString()}`;
}

/**
 * The pay page with what is missing (whole rubles, rounded up so the purchase then goes through) and
 * the way back to the purchase after paying.
 */
export function topUpAddress(lang: string, shortfallKopecks: number, intent: PurchaseIntent): string {
  const params = new URLSearchParams({
    amount: String(Math.ceil(shortfallKopecks / 100)),
    return: resumeAddress(lang, intent),
  });
  return `/${lang}/pay?${params.toString()}`;
}
