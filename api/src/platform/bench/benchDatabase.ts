import { sql } from 'drizzle-orm';

import { openPglite, type Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { freshPostgres } from '../../testing/freshPostgres.js';
import startPostgres, { postgresAvailable } from '../../testing/postgresGlobalSetup.js';

export interface BenchDatabase {
  database: Database;
  label: string;
  /** The database's address, for services a bench starts beside it (PostgreSQL only). */
  url?: string;
  stop: () => Promise<void>;
}

/** An empty database on a PostgreSQL server (BENCH_DATABASE_URL, else a throwaway PostgreSQL 15). */
export async function openBenchPostgres(): Promise<BenchDatabase | undefined> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let stopServer = (): Promise<void> => Promise.resolve();
  if (adminUrl === undefined && postgresAvailable()) {
    const stop = await startPostgres({
      // The set-up also provides its migrated template's name: only the server's address is wanted.
      provide: (key: string, value: string) => {
        if (key === 'postgresUrl') adminUrl = value;
      },
    } as never);
    stopServer = stop ?? stopServer;
  }
  if (adminUrl === undefined) return undefined;
  const { database, drop, name } = await freshPostgres(adminUrl, 'lodestone_bench');
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const [answer] = await rowsOf<{ server_version?: string }>(database.db, sql`show server_version`);
  const version = answer?.server_version ?? '?';
  return {
    database,
    label: `PostgreSQL ${version}`,
    url: url.toString(),
    stop: async () => {
      await database.close();
      await drop();
      await stopServer();
    },
  };
}

export async function openBenchPglite(): Promise<BenchDatabase> {
  const database = await openPglite();
  return { database, label: 'PGlite', stop: () => database.close() };
}

/** The value below which `p` percent of the sorted samples fall. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}
