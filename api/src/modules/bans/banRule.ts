/** Price of a paid unban in kopecks: a temporary ban costs less than a permanent one. */
export const UNBAN_PRICE_KOPECKS = { temporary: 30_000, permanent: 100_000 } as const;

/**
 * A site or game ban as the rule reads it, whichever query fetched it. `permanent` is the game
 * server's flag for a game ban and "no end" for a site ban; `id` orders bans of one kind by age.
 */
export interface BanRecord {
  source: 'game' | 'site';
  id: number;
  permanent: boolean;
  endsAt: Date | null;
  liftedAt: Date | null;
}

export interface BanSummary {
  isBanned: boolean;
  /** Rubles (the auth state's unit, like `balance`); 0 when not banned. */
  unbanPrice: number;
}

/**
 * A ban holds until it is lifted or its end passes; a permanent one (no end, or a game ban the server
 * marked permanent whatever end it also reported) holds until lifted: the game server enforces it so.
 */
export function holdsAt(ban: Pick<BanRecord, 'permanent' | 'endsAt' | 'liftedAt'>, now: Date): boolean {
  return (
    ban.liftedAt === null && (ban.permanent || ban.endsAt === null || ban.endsAt.getTime() > now.getTime())
  );
}

/**
 * The bans in force now (docs/product.md "Bans and the paid unban"): every game ban that holds, and of
 * the site bans that hold only the newest, since a new site ban replaces the one before it.
 */
export function bansInForce<T extends BanRecord>(bans: readonly T[], now: Date): T[] {
  const holding = bans.filter((ban) => holdsAt(ban, now));
  const site = holding
    .filter((ban) => ban.source === 'site')
    .reduce<T | undefined>(
      (newest, ban) => (newest === undefined || ban.id > newest.id ? ban : newest),
      undefined,
    );
  const game = holding.filter((ban) => ban.source === 'game');
  return site === undefined ? game : [site, ...game];
}

/** Price of lifting every active ban at once: the dearest of them (one purchase, all servers). */
export function unbanPriceKopecks(bans: readonly Pick<BanRecord, 'permanent' | 'endsAt'>[]): number {
  if (bans.length === 0) return 0;
  return bans.some((ban) => ban.permanent || ban.endsAt === null)
    ? UNBAN_PRICE_KOPECKS.permanent
    : UNBAN_PRICE_KOPECKS.temporary;
}

/** `managers.ban` of the auth state and the cabinet, from the account's bans as any query read them. */
export function banSummary(bans: readonly BanRecord[], now: Date): BanSummary {
  const inForce = bansInForce(bans, now);
  return { isBanned: inForce.length > 0, unbanPrice: unbanPriceKopecks(inForce) / 100 };
}
