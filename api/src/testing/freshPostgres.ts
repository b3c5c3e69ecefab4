import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { openPostgres, type Database } from '../db/client.js';

/**
 * A new database on the PostgreSQL server at `adminUrl` (empty, or a copy of the database named
 * `template`), and how to drop it again.
 */
export async function freshPostgres(
  adminUrl: string,
  prefix = 'lodestone_test',
  template?: string,
): Promise<{ database: Database; drop: () => Promise<void>; name: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  const drop = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { database, drop, name };
}
