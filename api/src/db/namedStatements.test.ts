import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { freshPostgres } from '../testing/freshPostgres.js';
import { openPostgres, type Database } from './client.js';
import { StatementNames, withStatementName } from './namedStatements.js';
import { rowsOf } from './rows.js';

describe('withStatementName', () => {
  const names = new StatementNames();
  const text = 'select "id" from "users" where "id" = $1';

  it('names a parameterised statement by its text', () => {
    const named = withStatementName({ text }, [1], names) as { name: string; text: string };
    expect(named.text).toBe(text);
    expect(named.name).toMatch(/^l_[\w-]{32}$/);
    expect(withStatementName({ text, rowMode: 'array' }, [2], names)).toEqual({
      text,
      rowMode: 'array',
      name: named.name,
    });
    expect((withStatementName({ text: `${text} limit 1` }, [1], names) as { name: string }).name).not.toBe(
      named.name,
    );
  });

  it('reads the parameters from the config when none are given beside it', () => {
    expect(withStatementName({ text, values: [1] }, undefined, names)).toHaveProperty('name');
  });

  it('leaves alone what must not be prepared', () => {
    const plain = { text: 'begin' };
    expect(withStatementName('begin', undefined, names)).toBe('begin');
    expect(withStatementName(plain, undefined, names)).toBe(plain);
    expect(withStatementName(plain, [], names)).toBe(plain);
    const named = { text, name: 'session_signed_in' };
    expect(withStatementName(named, [1], names)).toBe(named);
    const submittable = { text, submit: () => undefined };
    expect(withStatementName(submittable, [1], names)).toBe(submittable);
    expect(withStatementName(null, [1], names)).toBe(null);
  });

  it('names no more texts than its limit, and keeps the names it gave', () => {
    const few = new StatementNames(2);
    const first = few.nameOf('select $1');
    expect(few.nameOf('select $1, $2')).toBeDefined();
    expect(few.nameOf('select $1, $2, $3')).toBeUndefined();
    expect(few.nameOf('select $1')).toBe(first);
    expect(few.size).toBe(2);
  });
});

const adminUrl = process.env.LODESTONE_TEST_DATABASE === 'postgres' ? inject('postgresUrl') : undefined;

describe.runIf(adminUrl !== undefined)('prepared statements on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  let unprepared: Database;

  beforeAll(async () => {
    fresh = await freshPostgres(adminUrl ?? '', 'lodestone_named');
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${fresh.name}`;
    unprepared = openPostgres(url.toString(), false);
  });
  afterAll(async () => {
    await unprepared.close();
    await fresh.database.close();
    await fresh.drop();
  });

  /** The statements the connection that answers has prepared, asked in one transaction (one connection). */
  async function preparedOn(database: Database, value: number): Promise<string[]> {
    return database.db.transaction(async (tx) => {
      const answer = await rowsOf<{ value: number }>(tx, sql`select ${value}::int as value`);
      expect(answer[0]?.value).toBe(value);
      const prepared = await rowsOf<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where statement like ${'%::int as value%'} and statement not like ${'%pg_prepared%'}`,
      );
      return prepared.map((row) => row.statement);
    });
  }

  it('prepares a parameterised statement once per connection and answers from it again', async () => {
    expect(await preparedOn(fresh.database, 1)).toEqual(['select $1::int as value']);
    expect(await preparedOn(fresh.database, 2)).toEqual(['select $1::int as value']);
  });

  it('prepares nothing when turned off (a pooler in transaction mode)', async () => {
    expect(await preparedOn(unprepared, 3)).toEqual([]);
  });

  it('a statement that fails to parse leaves the connection usable', async () => {
    await expect(fresh.database.db.execute(sql`select ${1} from no_such_table`)).rejects.toThrow();
    expect(await preparedOn(fresh.database, 4)).toEqual(['select $1::int as value']);
  });
});
