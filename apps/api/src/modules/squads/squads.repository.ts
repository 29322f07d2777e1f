import type { PageQuery } from '@fractional/contract';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files, profiles, projects, squadMembers } from '../../db/schema/index.js';

export type SquadMemberRow = typeof squadMembers.$inferSelect;
export type CvRow = typeof files.$inferSelect;

/** Every seat of the user's profile, ended ones included, oldest first, with the project's name (the account export). */
export async function listMembershipsOfUser(db: Database, userId: number) {
  return db
    .select({ member: squadMembers, projectName: projects.name, currency: projects.currency })
    .from(squadMembers)
    .innerJoin(profiles, eq(profiles.id, squadMembers.profileId))
    .innerJoin(projects, eq(projects.id, squadMembers.projectId))
    .where(eq(profiles.userId, userId))
    .orderBy(asc(squadMembers.joinedAt), asc(squadMembers.id));
}

/** One page of a project's members, longest-standing first. */
export async function listSquadMembers(db: Database, projectId: number, query: PageQuery) {
  const rows = await db
    .select()
    .from(squadMembers)
    .where(eq(squadMembers.projectId, projectId))
    .orderBy(asc(squadMembers.joinedAt), asc(squadMembers.id))
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  return { rows: rows.slice(0, query.limit), hasNextPage: rows.length > query.limit };
}

/** Ends an active membership (the ledger trigger frees its hours); undefined when it had already ended. */
export async function endSquadMember(db: Database, memberId: number): Promise<SquadMemberRow | undefined> {
  const [row] = await db
    .update(squadMembers)
    .set({ status: 'ended', endedAt: sql`now()` })
    .where(and(eq(squadMembers.id, memberId), eq(squadMembers.status, 'active')))
    .returning();
  return row;
}

export interface EndedMember {
  id: number;
  projectId: number;
  invitationId: number;
}

/** Ends every active membership matching `where` (the ledger trigger frees the hours). */
function endActiveMembers(db: Database, where: SQL): Promise<EndedMember[]> {
  return db
    .update(squadMembers)
    .set({ status: 'ended', endedAt: sql`now()` })
    .where(and(where, eq(squadMembers.status, 'active')))
    .returning({ id: squadMembers.id, projectId: squadMembers.projectId, invitationId: squadMembers.invitationId });
}

/** The active memberships of a project end (it is completed, or its client closed their account). */
export function endActiveMembersOfProject(db: Database, projectId: number): Promise<EndedMember[]> {
  return endActiveMembers(db, eq(squadMembers.projectId, projectId));
}

/** Every active seat of the profile ends (its account is being closed). */
export function endActiveMembershipsOfProfile(db: Database, profileId: number): Promise<EndedMember[]> {
  return endActiveMembers(db, eq(squadMembers.profileId, profileId));
}

/** Completes a project: every active membership ends (hours freed by the trigger) and the status moves. */
export async function completeProjectRow(db: Database, projectId: number) {
  const ended = await endActiveMembersOfProject(db, projectId);
  const [row] = await db
    .update(projects)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(eq(projects.id, projectId))
    .returning();
  return row && { row, ended };
}

/** The uploaded CVs of these profiles, by profile id. */
export async function listCvsOfProfiles(db: Database, profileIds: number[]) {
  if (profileIds.length === 0) return new Map<number, CvRow[]>();
  const rows = await db
    .select()
    .from(files)
    .where(and(inArray(files.profileId, profileIds), eq(files.kind, 'cv'), isNotNull(files.uploadedAt)))
    .orderBy(asc(files.id));
  const byProfile = new Map<number, CvRow[]>();
  for (const row of rows) byProfile.set(row.profileId, [...(byProfile.get(row.profileId) ?? []), row]);
  return byProfile;
}

interface DashboardRow {
  squads: number;
  members: number;
  membersThen: number;
  productivity: number | null;
  productivityThen: number | null;
  productivityProjects: number;
  productivitySkipped: Array<{ id: number; name: string; status: 'not_started' | 'active' | 'completed' }>;
}

/** How many projects the headline leaves out by name (the rest are only counted). */
const SKIPPED_NAMED_MAX = 5;

/**
 * The client's dashboard figures in one statement: projects with an active member, distinct active
 * experts now and `days` ago (a membership counts then when it had joined and not yet ended), and the
 * mean productivity of the projects with an active squad (nulls skipped), now and `days` ago (each
 * project's latest `productivity_history` value by then, over the projects staffed then;
 * docs/engagements.md), with how many projects the mean is over and the first that have a figure but
 * no active squad (left out, so the page can say why).
 */
export async function dashboardFigures(db: Database, userId: number, days: number): Promise<DashboardRow> {
  const { rows } = (await db.execute(sql`
    with own as (
      select pr.id, pr.name, pr.status, pr.productivity from projects pr join profiles op on op.id = pr.profile_id where op.user_id = ${userId}
    ), seats as (
      select m.* from squad_members m where m.project_id in (select id from own)
    ), staffed as (
      select distinct project_id from seats where status = 'active'
    )
    select (select count(*)::int from staffed) as squads,
      (select count(distinct profile_id)::int from seats where status = 'active') as members,
      (select count(distinct profile_id)::int from seats
        where joined_at <= now() - make_interval(days => ${days}::int)
          and (ended_at is null or ended_at > now() - make_interval(days => ${days}::int))) as "membersThen",
      (select avg(productivity)::float8 from own where id in (select project_id from staffed)) as productivity,
      (select count(*)::int from own where productivity is not null and id in (select project_id from staffed))
        as "productivityProjects",
      (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'status', s.status) order by s.id), '[]')
        from (select id, name, status from own where productivity is not null
          and id not in (select project_id from staffed) order by id limit ${SKIPPED_NAMED_MAX}) s) as "productivitySkipped",
      (select avg(h.productivity)::float8 from own
        cross join lateral (select ph.productivity from productivity_history ph
          where ph.project_id = own.id and ph.recorded_at <= now() - make_interval(days => ${days}::int)
          order by ph.recorded_at desc limit 1) h
        where own.id in (select project_id from seats
          where joined_at <= now() - make_interval(days => ${days}::int)
            and (ended_at is null or ended_at > now() - make_interval(days => ${days}::int)))) as "productivityThen"
  `)) as { rows: DashboardRow[] };
  return (
    rows[0] ?? {
      squads: 0,
      members: 0,
      membersThen: 0,
      productivity: null,
      productivityThen: null,
      productivityProjects: 0,
      productivitySkipped: [],
    }
  );
}
