import { drizzle } from 'drizzle-orm/pglite';

import type { Database } from './client.js';
import * as schema from './schema/index.js';

/**
 * Stands in for a database where none may be opened (the OpenAPI export): building the app works,
 * any query fails loudly.
 */
export function offlineDatabase(): Database {
  return {
    db: drizzle.mock({ schema }),
    kind: 'pglite',
    migrate: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
