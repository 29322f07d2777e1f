import { Roles, Statuses } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';

/** A saved search the weekly run still has to handle this period, with whom its mail goes to. */
export interface DueSearch {
  id: number;
  userId: number;
  name: string;
  query: Record<string, string>;
  email: string;
  firstName: string | null;
}

/**
 * The next `limit` saved searches after id `after` not yet handled in the period starting `periodStart`,
 * of owners who may still search: an active, verified client whose account is open (docs/discovery.md#saved-searches).
 */
export function findDueSearches(db: Database, periodStart: Date, after: number, limit: number): Promise<DueSearch[]> {
  return namedRows<DueSearch>(
    db,
    sql`select s.id, s.user_id as "userId", s.name, s.query, u.email, u.first_name as "firstName"
    from saved_searches s join users u on u.id = s.user_id
    where s.id > ${after}::int and (s.last_run_period is null or s.last_run_period < ${periodStart.toISOString()}::timestamptz)
      and u.deleted_at is null and u.email_verified_at is not null
      and u.status_id = ${Statuses.active.id}::int and u.role_id = ${Roles.client.id}::int
    order by s.id limit ${limit}::int`,
  );
}

/**
 * Takes the search for the period, in one statement that locks its row to the commit: false when a run of
 * this period (one that crashed after its commit, or another instance's) handled it already.
 */
export async function claimForPeriod(tx: Database, savedSearchId: number, periodStart: Date): Promise<boolean> {
  const rows = await namedRows<{ id: number }>(
    tx,
    sql`update saved_searches set last_run_period = ${periodStart.toISOString()}::timestamptz
    where id = ${savedSearchId}::int
      and (last_run_period is null or last_run_period < ${periodStart.toISOString()}::timestamptz)
    returning id`,
  );
  return rows.length > 0;
}

export async function markNotified(tx: Database, savedSearchId: number): Promise<void> {
  await tx.execute(sql`update saved_searches set last_notified_at = now() where id = ${savedSearchId}`);
}
