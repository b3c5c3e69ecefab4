import type { SQL } from 'drizzle-orm';

import type { Db } from './client.js';

/**
 * The rows of a raw SQL statement. Both drivers answer `{ rows }` (node-postgres and PGlite), but the
 * shared database type leaves a result's shape to the driver; bigint columns arrive as strings.
 */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
