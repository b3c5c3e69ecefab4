import { createHash } from 'node:crypto';

import type pg from 'pg';

/**
 * How many distinct statement texts one process names. The api sends a few dozen texts on its hot paths;
 * an `in (…)` of each length is a text of its own, so the count is bounded to bound what every
 * connection keeps prepared on the server. Past it, texts go unnamed as before.
 */
export const MAX_NAMED_STATEMENTS = 256;

/**
 * Names each statement text once per process, by its digest: the same text always gets the same name,
 * two texts never share one (node-postgres refuses a name reused for another text).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = MAX_NAMED_STATEMENTS) {}

  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined) {
      if (this.names.size >= this.limit) return undefined;
      name = `l_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
      this.names.set(text, name);
    }
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * The query's config with a name when it is a parameterised statement without one: node-postgres then
 * parses it once per connection and PostgreSQL plans it from the prepared statement after that, instead
 * of a parse and plan on every call (drizzle sends every query unnamed). Left as given: a plain string
 * (`begin`, `commit`), a statement without parameters (a migration's DDL goes by the simple protocol,
 * which allows several commands), one already named, a Query or cursor object (`submit`).
 */
export function withStatementName(config: unknown, values: unknown, names: StatementNames): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfigLike;
  if (typeof query.text !== 'string' || query.name !== undefined || query.submit !== undefined) return config;
  const parameters = Array.isArray(values) ? values : (config as { values?: unknown }).values;
  if (!Array.isArray(parameters) || parameters.length === 0) return config;
  const name = names.nameOf(query.text);
  return name === undefined ? config : { ...config, name };
}

type QueryFunction = (config: unknown, ...rest: unknown[]) => unknown;

/**
 * Every connection of the pool names its parameterised statements (withStatementName). Off with
 * `DATABASE_PREPARED_STATEMENTS=0` for a pooler in transaction mode that cannot keep them (PgBouncer
 * before 1.21): docs/operations.md.
 */
export function nameStatementsOf(pool: pg.Pool, names = new StatementNames()): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as QueryFunction;
    const named: QueryFunction = (config, ...rest) =>
      query(withStatementName(config, rest[0], names), ...rest);
    Object.defineProperty(client, 'query', { value: named, writable: true, configurable: true });
  });
}
