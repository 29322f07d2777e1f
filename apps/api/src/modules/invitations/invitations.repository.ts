import type { InvitationListQuery, InvitationStatus, MatchFactor, Rating } from '@fractional/contract';
import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { businessDetails, invitations, profiles, projects, squadMembers, users } from '../../db/schema/index.js';
import { ratingJson } from '../matching/index.js';

export type InvitationRow = typeof invitations.$inferSelect;

const ownerProfiles = alias(profiles, 'owner_profile');
const owners = alias(users, 'owner_user');
const experts = alias(profiles, 'expert_profile');
const inviters = alias(users, 'inviter');

/** A brief's fields as an expert reads them (`InvitationProject` without its client): invitations and open briefs. */
export const BRIEF_COLUMNS = {
  id: projects.id,
  name: projects.name,
  overview: projects.overview,
  projectStage: projects.projectStage,
  timeline: projects.timeline,
  businessGoal: projects.businessGoal,
  businessGoalOther: projects.businessGoalOther,
  expertiseGap: projects.expertiseGap,
  hoursPerWeek: projects.hoursPerWeek,
  isBudgetAllocated: projects.isBudgetAllocated,
  currency: projects.currency,
  budget: projects.budget,
  budgetMax: projects.budgetMax,
  status: projects.status,
};

/** Everything an invitation's answer shows but the expert card, in one row. */
const invitationView = {
  invitation: invitations,
  project: BRIEF_COLUMNS,
  owner: { userId: owners.id, firstName: owners.firstName, lastName: owners.lastName, email: owners.email },
  business: { orgName: businessDetails.orgName, industry: businessDetails.industry },
  clientRating: sql<Rating>`${sql.raw(ratingJson('"owner_profile"."id"', 'client'))}`,
  expertUserId: experts.userId,
  inviterRoleId: inviters.roleId,
  member: {
    id: squadMembers.id,
    status: squadMembers.status,
    joinedAt: squadMembers.joinedAt,
    endedAt: squadMembers.endedAt,
  },
};

function selectInvitations(db: Database) {
  return db
    .select(invitationView)
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(ownerProfiles, eq(ownerProfiles.id, projects.profileId))
    .innerJoin(owners, eq(owners.id, ownerProfiles.userId))
    .leftJoin(businessDetails, eq(businessDetails.userId, owners.id))
    .innerJoin(experts, eq(experts.id, invitations.profileId))
    .leftJoin(inviters, eq(inviters.id, invitations.invitedByUserId))
    .leftJoin(squadMembers, eq(squadMembers.invitationId, invitations.id));
}

export type InvitationView = NonNullable<Awaited<ReturnType<typeof findInvitationView>>>;

export async function findInvitationView(db: Database, id: number) {
  const [row] = await selectInvitations(db).where(eq(invitations.id, id)).limit(1);
  return row;
}

/**
 * The invitation that gave `userId` a seat on the project (the latest, should there be several):
 * undefined unless they are or were in its squad.
 */
export async function findSeatInvitationView(db: Database, projectId: number, userId: number) {
  const [row] = await selectInvitations(db)
    .where(and(eq(invitations.projectId, projectId), eq(experts.userId, userId), isNotNull(squadMembers.id)))
    .orderBy(desc(squadMembers.joinedAt), desc(squadMembers.id))
    .limit(1);
  return row;
}

async function pageOf(db: Database, where: SQL | undefined, query: InvitationListQuery) {
  const rows = await selectInvitations(db)
    .where(and(where, query.status ? eq(invitations.status, query.status) : undefined))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.slice(0, query.limit), hasNextPage: rows.length > query.limit };
}

/** A page of one project's invitations, newest first. */
export function listInvitationsOfProject(db: Database, projectId: number, query: InvitationListQuery) {
  return pageOf(db, eq(invitations.projectId, projectId), query);
}

/** A page of the invitations sent to the user's profile, newest first (none without a profile). */
export function listInvitationsOfExpert(db: Database, userId: number, query: InvitationListQuery) {
  return pageOf(db, eq(experts.userId, userId), query);
}

/** Every invitation the user received (as the expert) or sent (on their projects), oldest first: the export. */
export function listAllInvitationsOfUser(db: Database, userId: number) {
  return selectInvitations(db)
    .where(or(eq(experts.userId, userId), eq(owners.id, userId)))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

export interface NewSquadMember {
  projectId: number;
  profileId: number;
  invitationId: number;
  hoursPerWeek: number;
  hourlyRateMinor: number;
}

/** A new active member; the ledger trigger books its hours on the expert's profile in the same statement. */
export async function insertSquadMember(
  db: Database,
  values: NewSquadMember,
): Promise<typeof squadMembers.$inferSelect> {
  const [row] = await db.insert(squadMembers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The first member makes the project active and stamps when its squad formed (later members change nothing). */
export async function markSquadFormed(db: Database, projectId: number): Promise<void> {
  await db
    .update(projects)
    .set({ status: 'active', squadFormedAt: sql`coalesce(${projects.squadFormedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), eq(projects.status, 'not_started')));
}

export async function lockInvitation(db: Database, id: number): Promise<InvitationRow | undefined> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).for('update');
  return row;
}

/** Whether the expert already holds an open or accepted invitation to the project. */
export async function isEngaged(db: Database, projectId: number, profileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.projectId, projectId),
        eq(invitations.profileId, profileId),
        sql`${invitations.status} in ('invited', 'accepted')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function countOpenInvitations(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(invitations)
    .where(and(eq(invitations.projectId, projectId), eq(invitations.status, 'invited')));
  return row?.total ?? 0;
}

export interface NewInvitation {
  projectId: number;
  profileId: number;
  invitedByUserId: number;
  message: string | null;
  hoursPerWeek: number;
  matchScore: number;
  matchFactors: MatchFactor[];
}

export async function insertInvitation(db: Database, values: NewInvitation): Promise<InvitationRow> {
  // What was asked stays when the expert accepts fewer hours (closeInvitation rewrites hoursPerWeek).
  const [row] = await db
    .insert(invitations)
    .values({ ...values, hoursAsked: values.hoursPerWeek })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Closes an open invitation; undefined when it was no longer open. */
export async function closeInvitation(
  db: Database,
  id: number,
  values: {
    status: Exclude<InvitationStatus, 'invited'>;
    hoursPerWeek?: number;
    hourlyRateMinor?: number | null;
    declineReason?: string | null;
  },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ ...values, respondedAt: sql`now()` })
    .where(and(eq(invitations.id, id), eq(invitations.status, 'invited')))
    .returning();
  return row;
}

/** Withdraws every open invitation of a project (it is being completed). */
export async function withdrawOpenInvitations(db: Database, projectId: number): Promise<number[]> {
  const rows = await db
    .update(invitations)
    .set({ status: 'withdrawn', respondedAt: sql`now()` })
    .where(and(eq(invitations.projectId, projectId), eq(invitations.status, 'invited')))
    .returning({ id: invitations.id });
  return rows.map((row) => row.id);
}

/** Declines every open invitation to the profile with `reason` (its account is being closed). */
export async function declineOpenInvitationsOfProfile(
  db: Database,
  profileId: number,
  reason: string,
): Promise<number[]> {
  const rows = await db
    .update(invitations)
    .set({ status: 'declined', declineReason: reason, respondedAt: sql`now()` })
    .where(and(eq(invitations.profileId, profileId), eq(invitations.status, 'invited')))
    .returning({ id: invitations.id });
  return rows.map((row) => row.id);
}

/**
 * Locks FOR UPDATE, in id order, the projects a closing account is engaged in: those the user owns and
 * those where their profile holds an open invitation or an active seat. The project lock comes first,
 * as in accept and completion, so closure queues behind them (and they behind it) without deadlock.
 */
export async function lockEngagedProjects(db: Database, userId: number): Promise<void> {
  await db.execute(sql`
    select pr.id from projects pr
    where pr.profile_id in (select id from profiles where user_id = ${userId})
      or pr.id in (select i.project_id from invitations i join profiles p on p.id = i.profile_id
                   where p.user_id = ${userId} and i.status = 'invited')
      or pr.id in (select m.project_id from squad_members m join profiles p on p.id = m.profile_id
                   where p.user_id = ${userId} and m.status = 'active')
    order by pr.id
    for update of pr`);
}

/** The profile row locked FOR SHARE: it cannot change (e.g. be closed) until the transaction ends. */
export async function shareLockProfile(db: Database, profileId: number): Promise<void> {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('share');
}

/** The expert's profile row locked FOR UPDATE: the capacity ledger's lock (ADR 0012). */
export async function lockExpertCapacity(db: Database, profileId: number) {
  const [row] = await db
    .select({
      capacity: profiles.capacityHoursPerWeek,
      booked: profiles.bookedHoursPerWeek,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .for('update', { of: profiles });
  return row;
}

/** The expert's user: whom invitation mails go to. */
export async function findExpertUser(db: Database, profileId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return row;
}
