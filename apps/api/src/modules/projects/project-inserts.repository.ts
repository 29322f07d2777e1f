import { DEFAULT_CURRENCY, PROJECT_HOURS_DEFAULT } from '@fractional/contract';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { profiles, projects } from '../../db/schema/index.js';
import { isNotNullViolation } from '../../lib/errors.js';
import type { NewProjectValues, ProjectRow } from './projects.repository.js';

/** The columns a project is created with, as `NewProjectValues` names them (ADR 0009's batched inserts). */
const CREATED_WITH = [
  'name',
  'overview',
  'projectStage',
  'isBudgetAllocated',
  'currency',
  'budget',
  'budgetMax',
  'timeline',
  'businessGoal',
  'businessGoalOther',
  'expertiseGap',
  'hoursPerWeek',
  'visibility',
] as const satisfies ReadonlyArray<keyof NewProjectValues>;

/** The values as inserted: the optional ones null, or the column's default hours. */
function withDefaults(values: NewProjectValues) {
  return {
    ...values,
    currency: values.currency ?? DEFAULT_CURRENCY,
    budget: values.budget ?? null,
    budgetMax: values.budgetMax ?? null,
    businessGoalOther: values.businessGoalOther ?? null,
    hoursPerWeek: values.hoursPerWeek ?? PROJECT_HOURS_DEFAULT,
    visibility: values.visibility ?? 'private',
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
      currency: sql.placeholder('currency'),
      // Raw SQL: the numeric column's encoder would turn a null placeholder value into the text 'null'.
      budget: sql`${sql.placeholder('budget')}::numeric`,
      budgetMax: sql`${sql.placeholder('budgetMax')}::numeric`,
      timeline: sql.placeholder('timeline'),
      businessGoal: sql.placeholder('businessGoal'),
      businessGoalOther: sql.placeholder('businessGoalOther'),
      expertiseGap: sql.placeholder('expertiseGap'),
      hoursPerWeek: sql.placeholder('hoursPerWeek'),
      visibility: sql.placeholder('visibility'),
    })
    .returning()
    .prepare('insert_project'),
);

async function insertOne(db: Database, userId: number, values: NewProjectValues): Promise<ProjectRow | undefined> {
  try {
    const [row] = await insertProjectQuery(db).execute({ ...withDefaults(values), userId });
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

/** The created columns' names, each prefixed (`input.name, input.overview, …`), from the table. */
function columnList(prefix = ''): ReturnType<typeof sql.raw> {
  return sql.raw(CREATED_WITH.map((key) => `${prefix}${projects[key].name}`).join(', '));
}

interface PendingInsert {
  userId: number;
  values: NewProjectValues;
  resolve: (row: ProjectRow | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Several projects in one statement, each owned by its user's profile, in the order given; undefined
 * for a user without a profile. Ids are drawn first so each answer finds its own row. Each column
 * travels as one array of its values, cast to the column's type (`numeric(14, 2)` as `numeric`).
 */
async function insertMany(db: Database, batch: PendingInsert[]): Promise<Array<ProjectRow | undefined>> {
  const inserted = batch.map((entry) => withDefaults(entry.values));
  const arrays = CREATED_WITH.map((key) => {
    const type = projects[key].getSQLType().replace(/\(.*\)$/, '');
    return sql`${sql.param(inserted.map((values) => values[key]))}::${sql.raw(type)}[]`;
  });
  // Both drivers answer raw SQL with `{ rows }`; Drizzle types the result as unknown.
  const { rows } = (await db.execute(sql`
    with input as (
      select v.*, nextval(pg_get_serial_sequence('projects', 'id')) as id
      from unnest(${sql.param(batch.map((entry) => entry.userId))}::int[], ${sql.join(arrays, sql`, `)})
        with ordinality as v(user_id, ${columnList()}, ord)
    ), inserted as (
      insert into projects (id, profile_id, ${columnList()})
      select input.id, profiles.id, ${columnList('input.')}
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
