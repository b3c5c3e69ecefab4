import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { inArray } from 'drizzle-orm';

import type { Db } from '../db/client.js';
import { gameServers } from '../db/schema/servers.js';
import { demoServers } from '../db/seed/demoServers.js';
import { seedDemo } from '../db/seed/seedDemo.js';

/**
 * Seeds the demo content once for a whole test run, into `db` and a data folder of its own that each
 * test file copies beside its copy of the database. Seeding per file (password hashes, covers, tokens)
 * was a few seconds of every api test file's set-up.
 */
export async function seedOnceForRun(db: Db): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lodestone-seeded-data-'));
  await seedDemo(db, dataDir);
  return dataDir;
}

/**
 * What the seed says about "now" and a test could see age: the demo servers' last reports (a server is
 * online for five minutes after one) and day records. A test file starting minutes after the run's seed
 * gets them as a seed of its own would write them.
 */
export async function refreshSeedClock(db: Db, now: Date): Promise<void> {
  await db
    .update(gameServers)
    .set({ lastReportAt: now, recordDayAt: now, recordDayDate: now.toISOString().slice(0, 10) })
    .where(
      inArray(
        gameServers.slug,
        demoServers.map((server) => server.slug),
      ),
    );
}
