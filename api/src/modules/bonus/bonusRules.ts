import { randomInt } from 'node:crypto';

/** docs/product.md#bonus: the daily bonus is 40 to 50 coins, once per 24 hours. */
export const BONUS_COINS_MIN = 40;
export const BONUS_COINS_MAX = 50;
export const BONUS_EVERY_MS = 24 * 60 * 60 * 1000;

export interface BonusSteps {
  linked: boolean;
  subscribed: boolean;
  messaged: boolean;
}

export function allDone(steps: BonusSteps): boolean {
  return steps.linked && steps.subscribed && steps.messaged;
}

/** When the next bonus opens, or null when it is open now. */
export function nextClaimAt(lastClaimAt: Date | null, now: Date): Date | null {
  if (lastClaimAt === null) return null;
  const next = new Date(lastClaimAt.getTime() + BONUS_EVERY_MS);
  return next.getTime() > now.getTime() ? next : null;
}

/** An amount in the range (the owner's site settings, these figures by default), both ends included. */
export function rollCoins(
  random: (min: number, maxExclusive: number) => number = randomInt,
  range: { min: number; max: number } = { min: BONUS_COINS_MIN, max: BONUS_COINS_MAX },
): number {
  return random(range.min, range.max + 1);
}
