import { and, count, eq, gt, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.js';
import { launcherDownloads } from '../../db/schema/visits.js';
import type { LauncherSystem } from './visits.schemas.js';

export interface DownloadRecord {
  system: LauncherSystem;
  referralCode: string | null;
  visitorHash: string;
  at: Date;
  /** A download by the same visitor, system and code after this moment is not counted again. */
  since: Date;
}

export class DownloadsRepository {
  constructor(private readonly db: Db) {}

  /** Records the download unless the visitor already downloaded for this system (and code) since `since`. */
  record(download: DownloadRecord): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const sameCode =
        download.referralCode === null
          ? isNull(launcherDownloads.referralCode)
          : eq(launcherDownloads.referralCode, download.referralCode);
      const [recent] = await tx
        .select({ id: launcherDownloads.id })
        .from(launcherDownloads)
        .where(
          and(
            eq(launcherDownloads.visitorHash, download.visitorHash),
            eq(launcherDownloads.system, download.system),
            sameCode,
            gt(launcherDownloads.downloadedAt, download.since),
          ),
        )
        .limit(1);
      if (recent) return false;
      await tx.insert(launcherDownloads).values({
        system: download.system,
        referralCode: download.referralCode,
        visitorHash: download.visitorHash,
        downloadedAt: download.at,
      });
      return true;
    });
  }

  /** How many downloads were counted, all or those that came by one invitation code. */
  async total(referralCode?: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(launcherDownloads)
      .where(referralCode === undefined ? undefined : eq(launcherDownloads.referralCode, referralCode));
    return row?.total ?? 0;
  }
}
