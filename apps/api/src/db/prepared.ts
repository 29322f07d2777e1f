import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

/**
 * A query built and named once per database handle, instead of on every call: Drizzle skips
 * rebuilding the SQL (the relational user query costs milliseconds to build), and PostgreSQL parses
 * and plans a named statement once per connection. A transaction is its own handle, so the query
 * then runs inside it. Use `sql.placeholder(name)` for the values and `.execute({ name: value })`.
 */
export function preparedFor<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * The rows of a raw `sql` query run as a statement named after its text (docs/scaling.md, "Prepared
 * statements"), for the large statements built afresh on each request whose text takes a few shapes
 * while only their parameters change (matching's brief, depth and ranking): PostgreSQL parses and
 * analyses the text once per connection, not on every call, and may keep a generic plan after five
 * calls when it costs no more than the custom ones. Keep every value a parameter: a value written into
 * the text would make a statement per value on every connection. PGlite ignores the name.
 */
export async function namedRows<T>(db: Database, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('base64url')}`;
  const result: unknown = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
