import type { PageQuery } from '@fractional/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { businessDetails, invitations, profiles, projectInterests, squadMembers, users } from '../../db/schema/index.js';
import { MATCHABLE } from '../matching/index.js';

export type InterestRow = typeof projectInterests.$inferSelect;
export type NewInterest = Pick<InterestRow, 'projectId' | 'profileId' | 'message' | 'hoursPerWeek' | 'hourlyRateMinor'>;

/**
 * The user's profile, whether their address is verified, and whether the matcher may rank them
 * (docs/matching.md: active, verified, open to work, hours left); undefined without a profile.
 */
export async function findExpertProfile(db: Database, userId: number) {
  const { rows } = (await db.execute(sql`
    select p.id as "profileId", u.email_verified_at is not null as verified, (${MATCHABLE}) as matchable
    from profiles p join users u on u.id = p.user_id
    where p.user_id = ${userId}`)) as { rows: Array<{ profileId: number; verified: boolean; matchable: boolean }> };
  return rows[0];
}

/** Whether the expert holds an open or accepted invitation to the project (an accepted one made them a member). */
export async function isEngaged(db: Database, projectId: number, profileId: number): Promise<boolean> {
  const { rows } = (await db.execute(sql`
    select 1 from ${invitations} i where i.project_id = ${projectId} and i.profile_id = ${profileId}
      and i.status in ('invited', 'accepted')
    union all
    select 1 from ${squadMembers} m where m.project_id = ${projectId} and m.profile_id = ${profileId}
      and m.status = 'active'
    limit 1`)) as { rows: unknown[] };
  return rows.length > 0;
}

export async function insertInterest(db: Database, values: NewInterest): Promise<InterestRow> {
  const [row] = await db.insert(projectInterests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findInterest(db: Database, id: number): Promise<InterestRow | undefined> {
  const [row] = await db.select().from(projectInterests).where(eq(projectInterests.id, id));
  return row;
}

/** The interest locked FOR UPDATE: two invites or declines of it queue here, and the second sees the first's answer. */
export async function lockInterest(db: Database, id: number): Promise<InterestRow | undefined> {
  const [row] = await db.select().from(projectInterests).where(eq(projectInterests.id, id)).for('update');
  return row;
}

/** Answers a pending interest; undefined when it was no longer pending. */
export async function answerInterest(
  db: Database,
  id: number,
  values: { status: 'invited'; invitationId: number } | { status: 'declined'; declineReason: string | null },
): Promise<InterestRow | undefined> {
  const [row] = await db
    .update(projectInterests)
    .set({ ...values, respondedAt: sql`now()` })
    .where(and(eq(projectInterests.id, id), eq(projectInterests.status, 'pending')))
    .returning();
  return row;
}

/** A page of a project's interests, newest first. */
export async function listInterestsOfProject(db: Database, projectId: number, query: PageQuery) {
  const rows = await db
    .select()
    .from(projectInterests)
    .where(eq(projectInterests.projectId, projectId))
    .orderBy(desc(projectInterests.createdAt), desc(projectInterests.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.slice(0, query.limit), hasNextPage: rows.length > query.limit };
}

/** The expert's user: whom the decline mail goes to, and the activity's subject. */
export async function findExpertUser(db: Database, profileId: number) {
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return row;
}

/** The project's owner: whom the interest mail goes to. */
export async function findUser(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The client's organisation name, as the expert may read it; null without business details. */
export async function findOrgName(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ orgName: businessDetails.orgName })
    .from(businessDetails)
    .where(eq(businessDetails.userId, userId));
  return row?.orgName ?? null;
}
