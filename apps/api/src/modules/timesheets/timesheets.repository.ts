import type { TimesheetQuery, TimesheetStatus } from '@fractional/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { projects, squadMembers, timesheets, users } from '../../db/schema/index.js';
import { rateInForceMinor } from '../squads/index.js';
import { expertProfiles, experts, joinMemberSides, ownerProfiles } from '../engagements/index.js';
import { timesheetFilter, type TimesheetScope } from './timesheet-filter.sql.js';

export type TimesheetRow = typeof timesheets.$inferSelect;

const deciders = alias(users, 'decider');

/** Timesheets with their member's two sides (the project's owner, the expert) joined. */
const withSides = <T extends PgSelect>(query: T) =>
  joinMemberSides(query.innerJoin(squadMembers, eq(squadMembers.id, timesheets.memberId)));

/**
 * The membership's dates, read under a share lock (docs/concurrency.md, step 5): an end of the seat
 * in flight finishes first, so the engagement checks see its `ended_at`.
 */
export async function lockMembershipDates(tx: Database, memberId: number) {
  const [row] = await tx
    .select({
      joinedOn: sql<string>`to_char(${squadMembers.joinedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      endedOn: sql<string | null>`to_char(${squadMembers.endedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      today: sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(squadMembers)
    .where(eq(squadMembers.id, memberId))
    .for('share');
  return row;
}

/**
 * Creates the week as a draft, or replaces its hours and note while it is a draft or rejected (a
 * rejected one becomes a draft again), in one statement: of two racing writes both land in order, and
 * a week submitted or approved meanwhile is left alone. Undefined when the week exists in another status.
 */
export async function upsertWeek(
  tx: Database,
  values: { memberId: number; projectId: number; weekStart: string; hours: number[]; note: string | null },
): Promise<{ id: number; isNew: boolean } | undefined> {
  const [row] = await tx
    .insert(timesheets)
    .values(values)
    .onConflictDoUpdate({
      target: [timesheets.memberId, timesheets.weekStart],
      set: { hours: values.hours, note: values.note, status: 'draft', updatedAt: sql`now()` },
      setWhere: inArray(timesheets.status, ['draft', 'rejected']),
    })
    .returning({ id: timesheets.id, isNew: sql<boolean>`(xmax = 0)` });
  return row;
}

/** What access to a timesheet is decided from (its project and member), and its state. */
export async function findTimesheetAccess(db: Database, id: number) {
  const [row] = await db
    .select({
      id: timesheets.id,
      projectId: timesheets.projectId,
      memberId: timesheets.memberId,
      status: timesheets.status,
      hours: timesheets.hours,
    })
    .from(timesheets)
    .where(eq(timesheets.id, id));
  return row;
}

/** draft → submitted, in one conditional statement; undefined when it was not a draft (or has no hours). */
export async function submitTimesheet(tx: Database, id: number): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .update(timesheets)
    .set({
      status: 'submitted',
      submittedAt: sql`now()`,
      decidedAt: null,
      decidedByUserId: null,
      rejectionReason: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(timesheets.id, id), eq(timesheets.status, 'draft')))
    .returning({ id: timesheets.id });
  return row;
}

/**
 * submitted → approved | rejected, in one conditional statement: of an approval racing a rejection,
 * an edit or another approval, one wins and the rest find it no longer submitted (undefined).
 */
export async function decideTimesheet(
  tx: Database,
  id: number,
  decision: {
    status: Extract<TimesheetStatus, 'approved' | 'rejected'>;
    byUserId: number | null;
    reason: string | null;
  },
): Promise<{ id: number } | undefined> {
  const [row] = await tx
    .update(timesheets)
    .set({
      status: decision.status,
      decidedAt: sql`now()`,
      decidedByUserId: decision.byUserId,
      rejectionReason: decision.reason,
      updatedAt: sql`now()`,
    })
    .where(and(eq(timesheets.id, id), eq(timesheets.status, 'submitted')))
    .returning({ id: timesheets.id });
  return row;
}

/** Everything a timesheet's JSON and its notifications need, in the order of `ids`. */
export async function timesheetViews(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const query = db
    .select({
      sheet: timesheets,
      projectName: projects.name,
      ownerUserId: ownerProfiles.userId,
      profileId: squadMembers.profileId,
      hourlyRateMinor: rateInForceMinor(
        sql`${squadMembers.id}`,
        sql`${squadMembers.hourlyRateMinor}`,
        sql`${timesheets.weekStart}`,
      ).mapWith((value) => (value === null ? null : Number(value))),
      currency: projects.currency,
      hoursPerWeek: squadMembers.hoursPerWeek,
      expertUserId: experts.id,
      expertEmail: experts.email,
      expertFirstName: experts.firstName,
      expertLastName: experts.lastName,
      deciderFirstName: deciders.firstName,
      deciderLastName: deciders.lastName,
    })
    .from(timesheets)
    .$dynamic();
  const rows = await withSides(query)
    .innerJoin(experts, eq(experts.id, expertProfiles.userId))
    .leftJoin(deciders, eq(deciders.id, timesheets.decidedByUserId))
    .where(inArray(timesheets.id, ids));
  const byId = new Map(rows.map((row) => [row.sheet.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
export type TimesheetView = Awaited<ReturnType<typeof timesheetViews>>[number];

/** The owner of a project and their e-mail (the client's mails). */
export async function findProjectOwnerContact(db: Database, projectId: number) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(projects)
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .innerJoin(users, eq(users.id, ownerProfiles.userId))
    .where(eq(projects.id, projectId));
  return row;
}

/** One page of ids, newest week first. */
export async function listTimesheetIds(db: Database, scope: TimesheetScope, query: TimesheetQuery) {
  const rows = await withSides(db.select({ id: timesheets.id }).from(timesheets).$dynamic())
    .where(timesheetFilter(scope, query))
    .orderBy(desc(timesheets.weekStart), desc(timesheets.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return { ids: rows.slice(0, query.limit).map((row) => row.id), hasNextPage: rows.length > query.limit };
}
