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

import { nameStatementsOf } from './namedStatements.js';
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

/** Any fixed number, the same in every api process: the advisory lock migrations run under. */
const MIGRATION_LOCK = 7_340_032_019;

/**
 * Runs the migrations while holding a session advisory lock, so api replicas starting at the same
 * moment migrate one after the other: the next finds the work done (drizzle alone would let both
 * create the same tables, and one of them stop with a duplicate-key error).
 */
async function migrateAlone(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/**
 * A pool of node-postgres connections; with `preparedStatements` each connection prepares a parameterised
 * statement the first time it sends it (namedStatements.ts), so PostgreSQL parses and plans it once.
 */
export function openPostgres(connectionString: string, preparedStatements = true): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  if (preparedStatements) nameStatementsOf(pool);
  // An idle connection the server ends (a restart, a dropped test database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.error('[db] idle connection lost', error.message);
  });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migrateAlone(pool, () => migrateNodePg(db, { migrationsFolder })),
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Default: on (docs/operations.md, DATABASE_PREPARED_STATEMENTS). */
  databasePreparedStatements?: boolean;
}): Promise<Database> {
  return options.databaseUrl === undefined
    ? openPglite(path.join(options.dataDir, 'pglite'))
    : openPostgres(options.databaseUrl, options.databasePreparedStatements);
}
