import {
  Timelines,
  type Project,
  type ProjectListQuery,
  type ProjectSortKey,
  type Timeline,
} from '@fractional/contract';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { expertises, profiles, projects, squadMembers } from '../../db/schema/index.js';
import { TIMELINE_MONTHS } from '../matching/index.js';
import { projectProgress, timelineDays } from './project-progress.js';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectValues = Omit<
  typeof projects.$inferInsert,
  | 'id'
  | 'profileId'
  | 'status'
  | 'squadFormedAt'
  | 'productivity'
  | 'outcomesProgress'
  | 'gapIds'
  | 'briefQuery'
  | 'roleHits'
  | 'skillHits'
  | 'createdAt'
  | 'updatedAt'
>;

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    overview: row.overview,
    projectStage: row.projectStage as Project['projectStage'],
    isBudgetAllocated: row.isBudgetAllocated,
    currency: row.currency as Project['currency'],
    budget: row.budget === null ? null : Number(row.budget),
    budgetMax: row.budgetMax === null ? null : Number(row.budgetMax),
    timeline: row.timeline as Project['timeline'],
    businessGoal: row.businessGoal,
    businessGoalOther: row.businessGoalOther,
    expertiseGap: row.expertiseGap,
    hoursPerWeek: row.hoursPerWeek,
    visibility: row.visibility as Project['visibility'],
    status: row.status as Project['status'],
    progress: projectProgress(row),
    productivity: row.productivity === null ? null : Math.round(row.productivity),
    squadFormedAt: row.squadFormedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project when it belongs to the user's profile; otherwise undefined (callers answer 404). */
export async function findProjectOfUser(db: Database, id: number, userId: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select({ project: projects })
    .from(projects)
    .innerJoin(profiles, eq(profiles.id, projects.profileId))
    .where(and(eq(projects.id, id), eq(profiles.userId, userId)))
    .limit(1);
  return row?.project;
}

/**
 * Writes a brief's fields (the project row is locked by the caller). The matching columns follow in
 * the same statement: the `projects_match_columns` trigger rebuilds them from name, overview and gaps.
 */
export async function updateProjectBrief(
  db: Database,
  id: number,
  values: Partial<NewProjectValues>,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .update(projects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(projects.id, id))
    .returning();
  return row;
}

/** Whether anyone has ever joined the project's squad (ended members too): its currency is then locked. */
export async function hasEverHadMember(db: Database, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: squadMembers.id })
    .from(squadMembers)
    .where(eq(squadMembers.projectId, projectId))
    .limit(1);
  return row !== undefined;
}

/** How many of the given (distinct) project ids belong to the profile. */
export async function countProjectsOfProfile(db: Database, profileId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(projects)
    .where(and(eq(projects.profileId, profileId), inArray(projects.id, ids)));
  return row?.total ?? 0;
}

const knownExpertiseCodes = new WeakMap<Database, Set<string>>();

/**
 * Whether every code names an expertise area. Reference rows are only ever added (seeded at start),
 * so the codes are read once per database and kept; a code not among them is looked up again.
 */
export async function expertiseCodesExist(db: Database, codes: string[]): Promise<boolean> {
  const known = knownExpertiseCodes.get(db);
  if (known && codes.every((code) => known.has(code))) return true;
  const rows = await db.select({ code: expertises.expertiseCode }).from(expertises);
  const fresh = new Set(rows.map((row) => row.code));
  knownExpertiseCodes.set(db, fresh);
  return codes.every((code) => fresh.has(code));
}

/** `projectProgress` in SQL, for sorting by progress in the database. */
const timelineDaysSql = sql`(case ${projects.timeline} ${sql.join(
  Object.keys(TIMELINE_MONTHS).map((key) => sql`when ${key} then ${sql.raw(String(timelineDays(key as Timeline)))}`),
  sql` `,
)} end)`;

const progressSql: SQL = sql`(case when ${projects.status} = 'completed' then 100
  when ${projects.outcomesProgress} is not null then ${projects.outcomesProgress}
  when ${projects.squadFormedAt} is null then 0
  else greatest(0, least(100, floor(100 * extract(epoch from (now() - ${projects.squadFormedAt})) / 86400 / ${timelineDaysSql})))
  end)`;

// Timelines sort by their length (the order of the tuple), not alphabetically.
const timelineRank = sql`array_position(array[${sql.join(
  Timelines.values.map((value) => sql`${value}`),
  sql`, `,
)}]::text[], ${projects.timeline})`;

const SORT_EXPRESSIONS: Record<ProjectSortKey, SQL> = {
  name: sql`lower(${projects.name})`,
  createdAt: sql`${projects.createdAt}`,
  progress: progressSql,
  budget: sql`${projects.budget}`,
  productivity: sql`${projects.productivity}`,
  timeline: timelineRank,
};

/** Names and timelines read naturally A→Z / short→long; dates and numbers newest/largest first. */
export function defaultOrder(sort: ProjectSortKey): 'asc' | 'desc' {
  return sort === 'name' || sort === 'timeline' ? 'asc' : 'desc';
}

export interface ProjectListing {
  rows: ProjectRow[];
  hasNextPage: boolean;
  total: number;
}

/** The id of the user's profile, as a subquery: lists need no separate profile lookup. */
function profileOf(userId: number) {
  return sql`(select ${profiles.id} from ${profiles} where ${profiles.userId} = ${userId})`;
}

/**
 * One page of a user's projects (none without a profile). Every query is bounded by profile_id
 * (indexed), and ties are broken by id so pages never overlap or skip.
 */
export async function listProjectsOfUser(
  db: Database,
  userId: number,
  query: ProjectListQuery,
): Promise<ProjectListing> {
  const search = query.search?.trim();
  const where = and(
    eq(projects.profileId, profileOf(userId)),
    query.status ? eq(projects.status, query.status) : undefined,
    search ? sql`${projects.name} ilike ${containsPattern(search)}` : undefined,
  );
  const direction = sql.raw(query.order ?? defaultOrder(query.sort));
  // Projects without a budget (or a productivity yet) go last whichever way they are sorted.
  const nulls = sql.raw(query.sort === 'budget' || query.sort === 'productivity' ? ' nulls last' : '');
  const rows = await db
    .select()
    .from(projects)
    .where(where)
    .orderBy(sql`${SORT_EXPRESSIONS[query.sort]} ${direction}${nulls}`, sql`${projects.id} ${direction}`)
    .limit(query.limit + 1)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(projects).where(where);
  return {
    rows: rows.slice(0, query.limit),
    hasNextPage: rows.length > query.limit,
    total: counted?.total ?? 0,
  };
}
