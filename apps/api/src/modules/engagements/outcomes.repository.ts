import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outcomes } from '../../db/schema/index.js';

export type OutcomeRow = typeof outcomes.$inferSelect;

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
