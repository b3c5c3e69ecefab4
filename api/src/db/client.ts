import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

/** An embedded database, which can also save its data folder (the tests' migrated template). */
export interface PgliteDatabase extends Database {
  dumpDataDir: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Embedded PostgreSQL; in memory when no directory is given (tests), started from a saved data folder
 * when `template` is given (tests again: it skips initdb).
 */
export async function openPglite(directory?: string, template?: Blob): Promise<PgliteDatabase> {
  if (directory !== undefined) await mkdir(directory, { recursive: true });
  const client = new PGlite({
    ...(directory === undefined ? {} : { dataDir: directory }),
    ...(template === undefined ? {} : { loadDataDir: template }),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, a dropped test database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.error('[db] idle connection lost', error.message);
  });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl === undefined
    ? openPglite(path.join(options.dataDir, 'pglite'))
    : openPostgres(options.databaseUrl);
}
