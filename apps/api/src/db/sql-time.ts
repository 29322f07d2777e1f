import { sql, type SQL } from 'drizzle-orm';

/** `now() + ms` on the database clock, the same clock the work queues' due checks read. */
export function fromNow(ms: number): SQL {
  return sql`now() + (${Math.max(0, Math.round(ms))}::float8 * interval '1 millisecond')`;
}
