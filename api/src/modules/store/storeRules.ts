/** The store's arithmetic, free of I/O so every rule is tested directly (docs/product.md explains them). */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** docs/product.md#store: a role month is 31 days; three months are three of them. */
export const PERIOD_DAYS = { month: 31, quarter: 93 } as const;

export type RolePeriod = 'month' | 'quarter' | 'forever';
export type BuyMode = 'extend' | 'stack';
export type AppliedMode = 'new' | 'extend' | 'stack' | 'replace';

export interface RolePrices {
  priceMonthKopecks: number;
  priceQuarterKopecks: number;
  priceForeverKopecks: number;
}

/** A role the player holds on the server, as the quote needs it. */
export interface HeldGrant {
  grantId: number;
  roleId: number;
  /** null: forever. */
  endsAt: Date | null;
  discountPercent: number;
  priceMonthKopecks: number;
}

export interface Quote {
  mode: AppliedMode;
  listKopecks: number;
  discountPercent: number;
  /** Value of the replaced role's unused whole days, taken off the price. */
  creditKopecks: number;
  paidKopecks: number;
  /** The grant that is extended (extend) or ended now (replace). */
  grantId: number | null;
  /** The new end of the bought role; null = forever. */
  endsAt: Date | null;
  /** Seconds the game server adds (accumulating on the same group); null = forever. */
  grantSeconds: number | null;
}

export type QuoteRefusal = 'stack_same_role' | 'replace_forever' | 'already_forever';

export function listPrice(prices: RolePrices, period: RolePeriod): number {
  if (period === 'month') return prices.priceMonthKopecks;
  if (period === 'quarter') return prices.priceQuarterKopecks;
  return prices.priceForeverKopecks;
}

export function periodMs(period: RolePeriod): number | null {
  return period === 'forever' ? null : PERIOD_DAYS[period] * DAY_MS;
}

/** Grants still running at `now` (forever ones always). */
export function activeGrants<T extends { endsAt: Date | null }>(grants: T[], now: Date): T[] {
  return grants.filter((grant) => grant.endsAt === null || grant.endsAt.getTime() > now.getTime());
}

/** The best discount among the roles the player holds on that server (docs/product.md#store). */
export function discountOf(held: HeldGrant[], now: Date): number {
  return activeGrants(held, now).reduce((best, grant) => Math.max(best, grant.discountPercent), 0);
}

/** Rounded down in the player's favour: a price never grows by rounding. */
export function applyDiscount(kopecks: number, percent: number): number {
  return Math.floor((kopecks * (100 - percent)) / 100);
}

/** Unused whole days of a timed grant at the month price per day; forever grants are never prorated. */
export function prorationCredit(grant: HeldGrant, now: Date): number {
  if (grant.endsAt === null) return 0;
  const days = Math.floor((grant.endsAt.getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return 0;
  return Math.floor((grant.priceMonthKopecks * days) / PERIOD_DAYS.month);
}

/**
 * What buying `roleId` for `period` costs and does, given what the player holds on that server.
 * - Same role held: `extend` adds the period to its end (stacking the same role would waste days).
 * - Another role held: `stack` keeps both; `extend` replaces the held role, and its unused days are
 *   credited against the price (never below zero, never paid out).
 * - Nothing held: a new grant from now.
 */
export function quotePurchase(input: {
  roleId: number;
  prices: RolePrices;
  period: RolePeriod;
  mode: BuyMode;
  held: HeldGrant[];
  now: Date;
}): Quote | QuoteRefusal {
  const { now, period } = input;
  const active = activeGrants(input.held, now);
  const discountPercent = discountOf(active, now);
  const listKopecks = listPrice(input.prices, period);
  const discounted = applyDiscount(listKopecks, discountPercent);
  const length = periodMs(period);
  const grantSeconds = length === null ? null : length / 1000;
  const base = { listKopecks, discountPercent, grantSeconds };
  const same = active.find((grant) => grant.roleId === input.roleId);
  if (same !== undefined) {
    if (input.mode === 'stack') return 'stack_same_role';
    if (same.endsAt === null) return 'already_forever';
    const endsAt = length === null ? null : new Date(same.endsAt.getTime() + length);
    return {
      ...base,
      mode: 'extend',
      creditKopecks: 0,
      paidKopecks: discounted,
      grantId: same.grantId,
      endsAt,
    };
  }
  const endsAt = length === null ? null : new Date(now.getTime() + length);
  const other = active[0];
  if (other === undefined) {
    return { ...base, mode: 'new', creditKopecks: 0, paidKopecks: discounted, grantId: null, endsAt };
  }
  if (input.mode === 'stack') {
    return { ...base, mode: 'stack', creditKopecks: 0, paidKopecks: discounted, grantId: null, endsAt };
  }
  // Replacing: the most valuable timed grant is the one carried over; forever roles stay.
  const timed = active.filter((grant) => grant.endsAt !== null);
  if (timed.length === 0) return 'replace_forever';
  const replaced = timed.reduce((best, grant) =>
    prorationCredit(grant, now) > prorationCredit(best, now) ? grant : best,
  );
  const creditKopecks = Math.min(prorationCredit(replaced, now), discounted);
  return {
    ...base,
    mode: 'replace',
    creditKopecks,
    paidKopecks: discounted - creditKopecks,
    grantId: replaced.grantId,
    endsAt,
  };
}
