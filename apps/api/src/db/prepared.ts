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
