import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { siteBans } from '../../db/schema/siteBans.js';
import { AppError } from '../../platform/errors/AppError.js';
import { holdsAt } from './banRule.js';

export type SiteBanRow = typeof siteBans.$inferSelect;

/** When a ban (site or game) holds and whether it was lifted, as staff screens show it. */
export interface BanPeriodView {
  startsAt: string;
  endsAt: string | null;
  permanent: boolean;
  active: boolean;
  liftedAt: string | null;
  liftedBy: string | null;
}

/** One ban as the staff player card shows it (the `SiteBan` schema of the staff module). */
export interface SiteBanView extends BanPeriodView {
  id: number;
  reason: string;
  bannedBy: string | null;
  liftReason: string | null;
}
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Bans on the site (docs/staff.md "Site bans"). `active` is the one question the rest of the product
 * asks: the ban list and the auth state's `managers.ban` read it.
 */
export class SiteBans {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** The ban in force now, if any: banRule's holdsAt in SQL (not lifted, no end or not ended), newest. */
  async active(userId: number, db: Db = this.db): Promise<SiteBanRow | null> {
    const now = this.clock();
    const [row] = await db
      .select()
      .from(siteBans)
      .where(
        and(
          eq(siteBans.userId, userId),
          isNull(siteBans.liftedAt),
          or(isNull(siteBans.endsAt), gt(siteBans.endsAt, now)),
        ),
      )
      .orderBy(desc(siteBans.id))
      .limit(1);
    return row ?? null;
  }

  /** Every ban of a player, newest first, with who banned and who lifted by nickname. */
  async forUser(userId: number): Promise<SiteBanView[]> {
    const banner = alias(users, 'banner');
    const lifter = alias(users, 'lifter');
    const rows = await this.db
      .select({ ban: siteBans, bannedBy: banner.login, liftedBy: lifter.login })
      .from(siteBans)
      .leftJoin(banner, eq(banner.id, siteBans.bannedBy))
      .leftJoin(lifter, eq(lifter.id, siteBans.liftedBy))
      .where(eq(siteBans.userId, userId))
      .orderBy(desc(siteBans.id));
    const now = this.clock();
    return rows.map(({ ban, bannedBy, liftedBy }) => ({
      id: ban.id,
      reason: ban.reason,
      bannedBy,
      startsAt: ban.startsAt.toISOString(),
      endsAt: ban.endsAt?.toISOString() ?? null,
      permanent: ban.endsAt === null,
      active: holdsAt({ ...ban, permanent: ban.endsAt === null }, now),
      liftedAt: ban.liftedAt?.toISOString() ?? null,
      liftedBy,
      liftReason: ban.liftReason,
    }));
  }

  async ban(
    input: { userId: number; actorId: number; reason: string; days: number | null },
    db: Db = this.db,
  ): Promise<SiteBanRow> {
    const now = this.clock();
    const [row] = await db
      .insert(siteBans)
      .values({
        userId: input.userId,
        bannedBy: input.actorId,
        reason: input.reason,
        startsAt: now,
        endsAt: input.days === null ? null : new Date(now.getTime() + input.days * DAY_MS),
      })
      .returning();
    if (row === undefined) throw new Error('insert returned no row');
    return row;
  }

  /** Lifts the ban in force; null when there is none. */
  async lift(
    input: { userId: number; actorId: number; reason: string },
    db: Db = this.db,
  ): Promise<SiteBanRow | null> {
    const current = await this.active(input.userId, db);
    if (current === null) return null;
    const [row] = await db
      .update(siteBans)
      .set({ liftedAt: this.clock(), liftedBy: input.actorId, liftReason: input.reason })
      .where(eq(siteBans.id, current.id))
      .returning();
    return row ?? null;
  }
}

/**
 * The length of a new site ban: days, or null for an explicit "forever". An empty duration used to mean
 * forever and banned people for good by a slip; now it, and days together with forever, are refused.
 */
export function siteBanDays(input: { days?: number | null; forever?: boolean }): number | null {
  const days = input.days ?? null;
  if (input.forever === true && days === null) return null;
  if (input.forever !== true && days !== null) return days;
  throw new AppError(
    'VALIDATION_FAILED',
    input.forever === true
      ? { ru: 'Выберите что-то одно: дни или навсегда', en: 'Choose either days or forever, not both' }
      : {
          ru: 'Укажите срок бана в днях или выберите «навсегда»',
          en: 'Give the ban length in days or choose forever',
        },
    { field: 'days' },
  );
}
