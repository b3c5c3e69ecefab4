/** Coins the inviter gets for each whole hour a referral plays (docs/product.md#referrals "coins per hour of the referral's play"). */
export const REFERRAL_COINS_PER_HOUR = 3;
/** The referral must play at least once in every such span, or the inviter stops earning (docs/product.md#referrals). */
export const REFERRAL_MAX_GAP_DAYS = 7;

const DAY_MS = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The play that earns: the days a referral played (UTC days with seconds, ascending, from registration on)
 * up to the first gap of more than a week — from registration to the first play, between two plays, or from
 * the last play to now. `lapsedAt` is when that week ran out; nothing after it counts, even if the referral
 * comes back.
 */
export function countedPlay(
  registeredAt: Date,
  days: { day: string; seconds: number }[],
  now: Date,
  maxGapDays: number = REFERRAL_MAX_GAP_DAYS,
): { hours: number; lapsedAt: Date | null } {
  const maxGap = maxGapDays * DAY_MS;
  let last = registeredAt.getTime();
  let seconds = 0;
  for (const { day, seconds: played } of days) {
    if (played <= 0) continue;
    // A day counts when it starts within a week of the last play (the whole day, since days are UTC buckets).
    if (dayStart(day) - last > maxGap)
      return { hours: Math.floor(seconds / 3600), lapsedAt: new Date(last + maxGap) };
    seconds += played;
    last = Math.max(last, dayStart(day) + DAY_MS);
  }
  const lapsed = now.getTime() - last > maxGap ? new Date(last + maxGap) : null;
  return { hours: Math.floor(seconds / 3600), lapsedAt: lapsed };
}
