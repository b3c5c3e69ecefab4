import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { buildApp, type App } from '../app.js';
import { gameServers } from '../db/schema/servers.js';
import { seedDemo } from '../db/seed/seedDemo.js';
import type { BenchDatabase } from '../platform/bench/benchDatabase.js';

export interface BenchApp {
  app: App;
  /** The demo's game servers; `first` is the one a bench reports as or reads the tops of. */
  servers: { id: number; slug: string }[];
  first: { id: number; slug: string };
}

/**
 * Runs `measure` against the whole api on a bench database with the demo content (the api benches'
 * common stand: migrate, seed into a data folder of its own, build and ready the app), then closes the
 * app, stops the database and removes the folder, whatever `measure` did.
 */
export async function withBenchApp(
  bench: BenchDatabase,
  label: string,
  measure: (stand: BenchApp) => Promise<void>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `lodestone-${label}-bench-`));
  try {
    await bench.database.migrate();
    await seedDemo(bench.database.db, dataDir);
    const app = await buildApp({
      config: { dataDir, systemApiToken: 'bench-token', logLevel: 'silent', logPretty: false },
      database: bench.database,
      logger: false,
    });
    await app.ready();
    try {
      const servers = await bench.database.db
        .select({ id: gameServers.id, slug: gameServers.slug })
        .from(gameServers);
      const first = servers[0];
      if (!first) throw new Error('the demo seeded no servers');
      await measure({ app, servers, first });
    } finally {
      await app.close();
    }
  } finally {
    await bench.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
