import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { namedRows } from '../../db/prepared.js';
import { shortlistEntries } from '../../db/schema/index.js';
import { DISCOVERABLE } from '../discovery/index.js';

export type ShortlistRow = typeof shortlistEntries.$inferSelect;

/**
 * Adds the expert to the project's shortlist in one statement, only if Find experts would show them
 * (`DISCOVERABLE`: active, verified, not rejected, listed): the new row, or undefined when the expert is
 * not findable or already on it (the unique index settles two adds at once).
 */
export async function insertEntry(
  db: Database,
  entry: { projectId: number; profileId: number; note: string | null },
): Promise<ShortlistRow | undefined> {
  const [row] = await namedRows<{ id: number; createdAt: string }>(
    db,
    sql`insert into shortlist_entries (project_id, profile_id, note)
    select ${entry.projectId}::int, p.id, ${entry.note}::text from profiles p
    where p.id = ${entry.profileId}::int and ${DISCOVERABLE}
    on conflict (project_id, profile_id) do nothing
    returning id, to_json(created_at) #>> '{}' as "createdAt"`,
  );
  return row && { ...entry, id: row.id, createdAt: new Date(row.createdAt) };
}

/** The entry of this expert on this project's shortlist, if any. */
export async function findEntry(db: Database, projectId: number, profileId: number): Promise<ShortlistRow | undefined> {
  const [row] = await db
    .select()
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.projectId, projectId), eq(shortlistEntries.profileId, profileId)));
  return row;
}

/** A page of the project's shortlist, newest first. */
export function findEntries(db: Database, projectId: number, limit: number, offset: number): Promise<ShortlistRow[]> {
  return db
    .select()
    .from(shortlistEntries)
    .where(eq(shortlistEntries.projectId, projectId))
    .orderBy(desc(shortlistEntries.id))
    .limit(limit)
    .offset(offset);
}

/** Removes the expert from the project's shortlist; whether they were on it. */
export async function deleteEntry(db: Database, projectId: number, profileId: number): Promise<boolean> {
  const removed = await db
    .delete(shortlistEntries)
    .where(and(eq(shortlistEntries.projectId, projectId), eq(shortlistEntries.profileId, profileId)))
    .returning({ id: shortlistEntries.id });
  return removed.length > 0;
}
