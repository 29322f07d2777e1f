import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { savedSearches, users } from '../../db/schema/index.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * Locks the user's row until the transaction ends: saving a search counts the user's searches after it,
 * so two saves at once queue here and the second counts the first (docs/concurrency.md).
 */
export async function lockUser(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSavedSearches(tx: Database, userId: number): Promise<number> {
  const [row] = await tx.select({ count: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

export async function insertSavedSearch(
  tx: Database,
  search: { userId: number; name: string; query: Record<string, string> },
): Promise<SavedSearchRow> {
  const [row] = await tx.insert(savedSearches).values(search).returning();
  return row!;
}

/**
 * Counts these experts as seen by the search now, in one statement: a new row for each not seen before, a
 * fresh `seen_at` for the rest (so trimming keeps those still matching); answers the ones new to it.
 * A profile deleted meanwhile is left out.
 */
export async function upsertSeen(tx: Database, savedSearchId: number, profileIds: number[]): Promise<number[]> {
  if (profileIds.length === 0) return [];
  const rows = await namedRows<{ profileId: number; isNew: boolean }>(
    tx,
    sql`insert into saved_search_seen (saved_search_id, profile_id)
    select ${savedSearchId}::int, p.id from profiles p where p.id = any(${sql.param(profileIds)}::int[])
    on conflict (saved_search_id, profile_id) do update set seen_at = now()
    returning profile_id as "profileId", (xmax = 0) as "isNew"`,
  );
  return rows.filter((row) => row.isNew).map((row) => row.profileId);
}

/** A page of the user's saved searches, newest first. */
export function findSavedSearches(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.id))
    .limit(limit)
    .offset(offset);
}

/** Deletes the user's own saved search (its seen experts go with it); whether there was one. */
export async function deleteSavedSearch(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return removed.length > 0;
}

/** Keeps the `max` most recently seen experts of the search, dropping the oldest beyond them. */
export async function trimSeen(tx: Database, savedSearchId: number, max: number): Promise<void> {
  await tx.execute(sql`delete from saved_search_seen where saved_search_id = ${savedSearchId} and profile_id in (
    select profile_id from saved_search_seen where saved_search_id = ${savedSearchId}
    order by seen_at desc, profile_id desc offset ${max})`);
}
