import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Launcher installer downloads (docs/product.md#launcher-download): one row per visitor, system and day. */
export const launcherDownloads = pgTable(
  'launcher_downloads',
  {
    id: serial('id').primaryKey(),
    /** 'windows' | 'linux' | 'macos'. */
    system: text('system').notNull(),
    /** The invitation code the visitor came by (`/r/{code}`), null for a download without one. */
    referralCode: text('referral_code'),
    // HMAC of the address and a server secret, as referral visits keep it: counts a visitor, names nobody.
    visitorHash: text('visitor_hash').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('launcher_downloads_visitor_idx').on(table.visitorHash, table.system, table.downloadedAt),
    index('launcher_downloads_referral_idx').on(table.referralCode),
  ],
);
