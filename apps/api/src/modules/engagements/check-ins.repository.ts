import { PRODUCTIVITY_WEEKS, type PageQuery } from '@fractional/contract';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkInOutcomes, checkIns, outcomes, users } from '../../db/schema/index.js';

export type CheckInRow = typeof checkIns.$inferSelect;

export async function findCheckIn(db: Database, id: number): Promise<CheckInRow | undefined> {
  const [row] = await db.select().from(checkIns).where(eq(checkIns.id, id));
  return row;
}

export async function findCheckInOfWeek(db: Database, projectId: number, weekStart: string) {
  const [row] = await db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.projectId, projectId), eq(checkIns.weekStart, weekStart)));
  return row;
}

export interface CheckInValues {
  projectId: number;
  weekStart: string;
  authorUserId: number;
  summary: string;
  risks: string | null;
}

/**
 * Writes the week's check-in, replacing an unrated one; undefined when the week's check-in is rated
 * (final). `created` tells a new row from a replaced one.
 */
export async function upsertCheckIn(db: Database, values: CheckInValues) {
  const [row] = await db
    .insert(checkIns)
    .values(values)
    .onConflictDoUpdate({
      target: [checkIns.projectId, checkIns.weekStart],
      set: { authorUserId: values.authorUserId, summary: values.summary, risks: values.risks, updatedAt: sql`now()` },
      setWhere: isNull(checkIns.rating),
    })
    .returning({ ...getTableColumns(checkIns), created: sql<boolean>`xmax = 0` });
  if (!row) return undefined;
  const { created, ...checkIn } = row;
  return { row: checkIn, created };
}

export async function replaceCheckInOutcomes(
  db: Database,
  checkInId: number,
  reported: Array<{ outcomeId: number; progress: number }>,
): Promise<void> {
  await db.delete(checkInOutcomes).where(eq(checkInOutcomes.checkInId, checkInId));
  if (reported.length > 0) await db.insert(checkInOutcomes).values(reported.map((item) => ({ checkInId, ...item })));
}

/** Rates an unrated check-in; undefined when it was already rated. */
export async function rateCheckIn(db: Database, id: number, rating: number, comment: string | null) {
  const [row] = await db
    .update(checkIns)
    .set({ rating, ratingComment: comment, ratedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(checkIns.id, id), isNull(checkIns.rating)))
    .returning();
  return row;
}

/** One page of a project's check-ins, newest week first. */
export async function listCheckIns(db: Database, projectId: number, query: PageQuery) {
  const rows = await db
    .select()
    .from(checkIns)
    .where(eq(checkIns.projectId, projectId))
    .orderBy(desc(checkIns.weekStart))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.slice(0, query.limit), hasNextPage: rows.length > query.limit };
}

/** What the check-ins reported per outcome, with the outcome's title (removed ones too), and their authors. */
export async function checkInDetails(db: Database, rows: CheckInRow[]) {
  const ids = rows.map((row) => row.id);
  const authorIds = [...new Set(rows.flatMap((row) => (row.authorUserId === null ? [] : [row.authorUserId])))];
  const [reported, authors] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({
            checkInId: checkInOutcomes.checkInId,
            outcomeId: checkInOutcomes.outcomeId,
            progress: checkInOutcomes.progress,
            title: outcomes.title,
            removed: sql<boolean>`${outcomes.removedAt} is not null`,
          })
          .from(checkInOutcomes)
          .innerJoin(outcomes, eq(outcomes.id, checkInOutcomes.outcomeId))
          .where(inArray(checkInOutcomes.checkInId, ids))
          .orderBy(asc(checkInOutcomes.outcomeId)),
    authorIds.length === 0
      ? []
      : db
          .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, authorIds)),
  ]);
  return { reported, authors: new Map(authors.map((author) => [author.userId, author])) };
}

/** The ratings of the `PRODUCTIVITY_WEEKS` latest-week rated check-ins, newest first. */
export function latestRatings(db: Database, projectId: number) {
  return db
    .select({ weekStart: checkIns.weekStart, rating: sql<number>`${checkIns.rating}` })
    .from(checkIns)
    .where(and(eq(checkIns.projectId, projectId), isNotNull(checkIns.rating)))
    .orderBy(desc(checkIns.weekStart))
    .limit(PRODUCTIVITY_WEEKS);
}
