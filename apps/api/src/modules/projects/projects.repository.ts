import { Timelines, type Project, type ProjectListQuery, type ProjectSortKey } from '@fractional/contract';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { expertises, profiles, projects } from '../../db/schema/index.js';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectValues = Omit<
  typeof projects.$inferInsert,
  'id' | 'profileId' | 'status' | 'progress' | 'productivity' | 'createdAt' | 'updatedAt'
>;

export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    overview: row.overview,
    projectStage: row.projectStage as Project['projectStage'],
    isBudgetAllocated: row.isBudgetAllocated,
    budget: row.budget === null ? null : Number(row.budget),
    timeline: row.timeline as Project['timeline'],
    businessGoal: row.businessGoal,
    businessGoalOther: row.businessGoalOther,
    expertiseGap: row.expertiseGap,
    status: row.status as Project['status'],
    progress: row.progress,
    productivity: row.productivity,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function insertProject(db: Database, profileId: number, values: NewProjectValues): Promise<ProjectRow> {
  const [row] = await db
    .insert(projects)
    .values({ ...values, profileId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
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

/** How many of the given (distinct) project ids belong to the profile. */
export async function countProjectsOfProfile(db: Database, profileId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(projects)
    .where(and(eq(projects.profileId, profileId), inArray(projects.id, ids)));
  return row?.total ?? 0;
}

/** How many of the given (distinct) expertise codes exist. */
export async function countExpertiseCodes(db: Database, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const [row] = await db.select({ total: count() }).from(expertises).where(inArray(expertises.expertiseCode, codes));
  return row?.total ?? 0;
}

// Timelines sort by their length (the order of the tuple), not alphabetically.
const timelineRank = sql`array_position(array[${sql.join(
  Timelines.values.map((value) => sql`${value}`),
  sql`, `,
)}]::text[], ${projects.timeline})`;

const SORT_EXPRESSIONS: Record<ProjectSortKey, SQL> = {
  name: sql`lower(${projects.name})`,
  createdAt: sql`${projects.createdAt}`,
  progress: sql`${projects.progress}`,
  budget: sql`${projects.budget}`,
  productivity: sql`${projects.productivity}`,
  timeline: timelineRank,
};

/** Names and timelines read naturally A→Z / short→long; dates and numbers newest/largest first. */
export function defaultOrder(sort: ProjectSortKey): 'asc' | 'desc' {
  return sort === 'name' || sort === 'timeline' ? 'asc' : 'desc';
}

/** Escapes LIKE wildcards so a search for `50%` matches those characters literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface ProjectListing {
  rows: ProjectRow[];
  hasNextPage: boolean;
  total: number;
}

/**
 * One page of a profile's projects. Every query is bounded by profile_id (indexed), and ties are
 * broken by id so pages never overlap or skip.
 */
export async function listProjectsOfProfile(
  db: Database,
  profileId: number,
  query: ProjectListQuery,
): Promise<ProjectListing> {
  const search = query.search?.trim();
  const where = and(
    eq(projects.profileId, profileId),
    query.status ? eq(projects.status, query.status) : undefined,
    search ? sql`${projects.name} ilike ${likePattern(search)} escape '\\'` : undefined,
  );
  const direction = sql.raw(query.order ?? defaultOrder(query.sort));
  // Projects without a budget go last whichever way the budget is sorted.
  const nulls = sql.raw(query.sort === 'budget' ? ' nulls last' : '');
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
