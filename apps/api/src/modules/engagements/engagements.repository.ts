import { PRODUCTIVITY_WEEKS, type PageQuery } from '@fractional/contract';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  checkInOutcomes,
  checkIns,
  outcomes,
  productivityHistory,
  profiles,
  projects,
  squadMembers,
  timesheets,
  users,
} from '../../db/schema/index.js';

export type OutcomeRow = typeof outcomes.$inferSelect;
export type CheckInRow = typeof checkIns.$inferSelect;

/** The project's live outcomes, oldest first. */
export function listOutcomes(db: Database, projectId: number): Promise<OutcomeRow[]> {
  return db
    .select()
    .from(outcomes)
    .where(and(eq(outcomes.projectId, projectId), isNull(outcomes.removedAt)))
    .orderBy(asc(outcomes.id));
}

export async function countLiveOutcomes(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(outcomes)
    .where(and(eq(outcomes.projectId, projectId), isNull(outcomes.removedAt)));
  return row?.total ?? 0;
}

export interface OutcomeValues {
  title?: string;
  target?: string | null;
  dueDate?: string | null;
}

export async function insertOutcome(
  db: Database,
  projectId: number,
  values: Required<OutcomeValues>,
): Promise<OutcomeRow> {
  const [row] = await db
    .insert(outcomes)
    .values({ projectId, ...values })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A live outcome with the project it belongs to. */
export async function findOutcome(db: Database, id: number) {
  const [row] = await db
    .select({ outcome: outcomes })
    .from(outcomes)
    .where(and(eq(outcomes.id, id), isNull(outcomes.removedAt)));
  return row?.outcome;
}

export async function updateOutcome(db: Database, id: number, values: OutcomeValues): Promise<OutcomeRow | undefined> {
  const [row] = await db
    .update(outcomes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(outcomes.id, id), isNull(outcomes.removedAt)))
    .returning();
  return row;
}

/** Removes an outcome from the project; its row stays so past check-ins still read its title. */
export async function removeOutcome(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(outcomes)
    .set({ removedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(outcomes.id, id), isNull(outcomes.removedAt)))
    .returning({ id: outcomes.id });
  return rows.length > 0;
}

/**
 * Each live outcome's progress becomes the figure of the latest week that reported it (0 if none),
 * then the project's `outcomes_progress` their rounded mean (null without outcomes). Two statements:
 * the second must see the first's rows.
 */
export async function recomputeProgress(db: Database, projectId: number): Promise<void> {
  await db.execute(sql`
    with latest as (
      select o.id, coalesce((
        select cio.progress from check_in_outcomes cio join check_ins c on c.id = cio.check_in_id
        where cio.outcome_id = o.id order by c.week_start desc limit 1), 0) as progress
      from outcomes o where o.project_id = ${projectId} and o.removed_at is null
    )
    update outcomes o set progress = latest.progress, updated_at = now()
    from latest where o.id = latest.id and o.progress <> latest.progress`);
  await db.execute(sql`
    update projects set outcomes_progress = (
      select round(avg(progress))::smallint from outcomes where project_id = ${projectId} and removed_at is null)
    where id = ${projectId}`);
}

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

export interface Delivery {
  approvedHours: number;
  committedHours: number;
}

/** The project's memberships as delivery counts them (docs/engagements.md): hours and UTC dates. */
export async function membershipWeeksOf(db: Database, projectId: number) {
  return db
    .select({
      hoursPerWeek: squadMembers.hoursPerWeek,
      joinedOn: sql<string>`to_char(${squadMembers.joinedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      endedOn: sql<string | null>`to_char(${squadMembers.endedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(squadMembers)
    .where(eq(squadMembers.projectId, projectId));
}

/** Approved timesheet hours of the project in the given weeks (their Mondays). */
export async function approvedHoursIn(db: Database, projectId: number, weekStarts: string[]): Promise<number> {
  if (weekStarts.length === 0) return 0;
  const [row] = await db
    .select({
      hours: sql<string>`coalesce(sum((select sum(h) from unnest(${timesheets.hours}) h)), 0)`,
    })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.projectId, projectId),
        eq(timesheets.status, 'approved'),
        inArray(timesheets.weekStart, weekStarts),
      ),
    );
  return Number(row?.hours ?? 0);
}

/**
 * Projects whose delivery can move when a week ends (docs/engagements.md, "Productivity"): not completed
 * (a completed project keeps its last figure), with a member active now or within the weeks delivery reads.
 */
export async function projectsWithRecentSquads(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: projects.id })
    .from(projects)
    .innerJoin(squadMembers, eq(squadMembers.projectId, projects.id))
    .where(
      and(
        sql`${projects.status} <> 'completed'`,
        sql`(${squadMembers.endedAt} is null or ${squadMembers.endedAt} >= now() - ${PRODUCTIVITY_WEEKS + 1} * interval '7 days')`,
      ),
    )
    .orderBy(projects.id);
  return rows.map((row) => row.id);
}

/** Stores the project's productivity and, when it changed, a dated history row for the dashboard's change. */
export async function storeProductivity(db: Database, projectId: number, productivity: number | null): Promise<void> {
  const changed = await db
    .update(projects)
    .set({ productivity })
    .where(and(eq(projects.id, projectId), sql`${projects.productivity} is distinct from ${productivity}`))
    .returning({ id: projects.id });
  if (changed.length > 0) await db.insert(productivityHistory).values({ projectId, productivity });
}

export interface Contact {
  userId: number;
  email: string;
  firstName: string | null;
}

/** The project's name, owner, and its active members' user ids and contacts. */
export async function projectPeople(db: Database, projectId: number) {
  const ownerProfiles = profiles;
  const [project] = await db
    .select({
      name: projects.name,
      status: projects.status,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(projects)
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .innerJoin(users, eq(users.id, ownerProfiles.userId))
    .where(eq(projects.id, projectId));
  const members = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(squadMembers)
    .innerJoin(profiles, eq(profiles.id, squadMembers.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(squadMembers.projectId, projectId), eq(squadMembers.status, 'active')));
  return (
    project && {
      project,
      owner: { userId: project.userId, email: project.email, firstName: project.firstName },
      members,
    }
  );
}
