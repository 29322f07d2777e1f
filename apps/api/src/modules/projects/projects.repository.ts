import {
  PROJECT_HOURS_DEFAULT,
  Timelines,
  type Project,
  type ProjectListQuery,
  type ProjectSortKey,
} from '@fractional/contract';
import { and, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { isNotNullViolation } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { expertises, profiles, projects } from '../../db/schema/index.js';
import { progressSql, projectProgress } from './project-progress.js';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectValues = Omit<
  typeof projects.$inferInsert,
  | 'id'
  | 'profileId'
  | 'status'
  | 'squadFormedAt'
  | 'productivity'
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
    budget: row.budget === null ? null : Number(row.budget),
    timeline: row.timeline as Project['timeline'],
    businessGoal: row.businessGoal,
    businessGoalOther: row.businessGoalOther,
    expertiseGap: row.expertiseGap,
    hoursPerWeek: row.hoursPerWeek,
    status: row.status as Project['status'],
    progress: projectProgress(row),
    productivity: row.productivity,
    squadFormedAt: row.squadFormedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One statement: the profile id comes from a subquery on the owner, so creating a project is one
 * round trip. A user without a profile makes it null, which the NOT NULL column refuses (23502).
 */
const insertProjectQuery = preparedFor((db) =>
  db
    .insert(projects)
    .values({
      profileId: sql`(select ${profiles.id} from ${profiles} where ${profiles.userId} = ${sql.placeholder('userId')})`,
      name: sql.placeholder('name'),
      overview: sql.placeholder('overview'),
      projectStage: sql.placeholder('projectStage'),
      isBudgetAllocated: sql.placeholder('isBudgetAllocated'),
      // Raw SQL: the numeric column's encoder would turn a null placeholder value into the text 'null'.
      budget: sql`${sql.placeholder('budget')}::numeric`,
      timeline: sql.placeholder('timeline'),
      businessGoal: sql.placeholder('businessGoal'),
      businessGoalOther: sql.placeholder('businessGoalOther'),
      expertiseGap: sql.placeholder('expertiseGap'),
      hoursPerWeek: sql.placeholder('hoursPerWeek'),
    })
    .returning()
    .prepare('insert_project'),
);

async function insertOne(db: Database, userId: number, values: NewProjectValues): Promise<ProjectRow | undefined> {
  try {
    const [row] = await insertProjectQuery(db).execute({
      ...values,
      userId,
      budget: values.budget ?? null,
      businessGoalOther: values.businessGoalOther ?? null,
      hoursPerWeek: values.hoursPerWeek ?? PROJECT_HOURS_DEFAULT,
    });
    return row;
  } catch (error) {
    if (isNotNullViolation(error, 'profile_id')) return undefined;
    throw error;
  }
}

const PROJECT_COLUMNS = Object.entries(getTableColumns(projects));

/** A row of raw SQL (database column names, driver values) as Drizzle's own queries return it. */
function projectRowOf(raw: Record<string, unknown>): ProjectRow {
  return Object.fromEntries(
    PROJECT_COLUMNS.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as ProjectRow;
}

interface PendingInsert {
  userId: number;
  values: NewProjectValues;
  resolve: (row: ProjectRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Several projects in one statement, each owned by its user's profile, in the order given; undefined
 * for a user without a profile. Ids are drawn first so each answer finds its own row.
 */
async function insertMany(db: Database, batch: PendingInsert[]): Promise<Array<ProjectRow | undefined>> {
  const list = <T>(value: (entry: PendingInsert) => T) => sql.param(batch.map(value));
  // Both drivers answer raw SQL with `{ rows }`; Drizzle types the result as unknown.
  const { rows } = (await db.execute(sql`
    with input as (
      select v.*, nextval(pg_get_serial_sequence('projects', 'id')) as id
      from unnest(
        ${list((e) => e.userId)}::int[], ${list((e) => e.values.name)}::text[],
        ${list((e) => e.values.overview)}::text[], ${list((e) => e.values.projectStage)}::text[],
        ${list((e) => e.values.isBudgetAllocated)}::boolean[], ${list((e) => e.values.budget ?? null)}::numeric[],
        ${list((e) => e.values.timeline)}::text[], ${list((e) => e.values.businessGoal)}::text[],
        ${list((e) => e.values.businessGoalOther ?? null)}::text[], ${list((e) => e.values.expertiseGap)}::text[],
        ${list((e) => e.values.hoursPerWeek ?? PROJECT_HOURS_DEFAULT)}::smallint[]
      ) with ordinality as v(user_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
        business_goal, business_goal_other, expertise_gap, hours_per_week, ord)
    ), inserted as (
      insert into projects (id, profile_id, name, overview, project_stage, is_budget_allocated, budget, timeline,
        business_goal, business_goal_other, expertise_gap, hours_per_week)
      select input.id, profiles.id, input.name, input.overview, input.project_stage, input.is_budget_allocated,
        input.budget, input.timeline, input.business_goal, input.business_goal_other, input.expertise_gap,
        input.hours_per_week
      from input join profiles on profiles.user_id = input.user_id
      returning *
    )
    select inserted.* from input left join inserted on inserted.id = input.id order by input.ord`)) as {
    rows: Array<Record<string, unknown>>;
  };
  if (rows.length !== batch.length) throw new Error(`batch insert returned ${rows.length} rows for ${batch.length}`);
  return rows.map((raw) => (raw.id === null ? undefined : projectRowOf(raw)));
}

/**
 * Project inserts asked for while the event loop handles one batch of sockets, written together: one
 * round trip and one commit (one WAL flush, one lock on each owner's revision row) instead of one per
 * project, which is what bounds how many projects PostgreSQL takes per second. Alone, a project is
 * inserted as before. A batch that fails as a whole is retried one project at a time, so a bad row
 * (a profile deleted meanwhile) fails alone; each caller still gets a 2xx only once its row is committed.
 */
class ProjectInserts {
  private waiting: PendingInsert[] = [];

  constructor(private readonly db: Database) {}

  insert(userId: number, values: NewProjectValues): Promise<ProjectRow | undefined> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush());
      this.waiting.push({ userId, values, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length > 1) {
      try {
        const rows = await insertMany(this.db, batch);
        batch.forEach((entry, index) => entry.resolve(rows[index]));
        return;
      } catch {
        // Retried one by one below: each caller gets its own row or its own error.
      }
    }
    await Promise.all(
      batch.map(async (entry) => {
        try {
          entry.resolve(await insertOne(this.db, entry.userId, entry.values));
        } catch (error) {
          entry.reject(error);
        }
      }),
    );
  }
}

const inserts = new WeakMap<Database, ProjectInserts>();

/** Inserts a project owned by the user's profile; undefined when the user has no profile. */
export function insertProjectOfUser(
  db: Database,
  userId: number,
  values: NewProjectValues,
): Promise<ProjectRow | undefined> {
  let queue = inserts.get(db);
  if (!queue) {
    queue = new ProjectInserts(db);
    inserts.set(db, queue);
  }
  return queue.insert(userId, values);
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
