import { isoDate, type Productivity } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { lockProject, projectProgress } from '../projects/index.js';
import { accessOf } from './access.js';
import * as productivityRepo from './productivity.repository.js';
import * as checkInsRepo from './check-ins.repository.js';
import { deliveryFromHours, deliveryWeeks, productivityOf, satisfactionOf } from './productivity.js';

/**
 * Delivery's hours (docs/engagements.md): over the latest ended weeks in which members were active,
 * the approved timesheet hours against the hours those members committed; null without members.
 */
async function deliveryOf(
  db: Database,
  projectId: number,
): Promise<{ approvedHours: number; committedHours: number } | null> {
  const weeks = deliveryWeeks(await productivityRepo.membershipWeeksOf(db, projectId), isoDate(new Date()));
  if (weeks.length === 0) return null;
  const approvedHours = await productivityRepo.approvedHoursIn(
    db,
    projectId,
    weeks.map((week) => week.weekStart),
  );
  return { approvedHours, committedHours: weeks.reduce((sum, week) => sum + week.committed, 0) };
}

/** Productivity and the parts it is computed from, as they stand now (docs/engagements.md). */
async function productivityParts(db: Database, projectId: number) {
  const ratings = await checkInsRepo.latestRatings(db, projectId);
  const hours = await deliveryOf(db, projectId);
  const delivery = hours && { value: deliveryFromHours(hours.approvedHours, hours.committedHours), ...hours };
  const satisfaction = satisfactionOf(ratings.map((row) => row.rating));
  return { ratings, delivery, satisfaction, productivity: productivityOf(delivery?.value ?? null, satisfaction) };
}

/** Productivity recomputed from its inputs, in the transaction that changed one (docs/engagements.md). */
export async function recomputeProductivity(tx: Database, projectId: number): Promise<void> {
  await productivityRepo.storeProductivity(tx, projectId, (await productivityParts(tx, projectId)).productivity);
}

/**
 * Delivery reads the weeks that have ended, so productivity moves when a week ends even if nothing is
 * decided (four ended weeks with nothing approved are a delivery of 0, not an unknown). The schedule
 * `productivity.weekly` (app.ts) calls this every Monday: each project that may move is recomputed in
 * its own transaction, under the project's lock. Idempotent: an unchanged figure writes nothing.
 */
export async function recomputeWeeklyProductivity(db: Database): Promise<number> {
  const projectIds = await productivityRepo.projectsWithRecentSquads(db);
  for (const projectId of projectIds)
    await db.transaction(async (tx) => {
      await lockProject(tx, projectId);
      await recomputeProductivity(tx, projectId);
    });
  return projectIds.length;
}

/** `GET /projects/{id}/productivity`: the stored figures and the parts they were computed from. */
export async function getProductivity(db: Database, caller: AuthState, projectId: number): Promise<Productivity> {
  const { project } = await accessOf(db, caller, projectId);
  const { ratings, delivery, satisfaction, productivity } = await productivityParts(db, projectId);
  // Computed on read from the parts shown beside it, so it is current the moment a week ends; the stored
  // figure (lists, dashboard) catches up on the Monday schedule (recomputeWeeklyProductivity).
  // A completed project keeps its last stored figure.
  const computed = project.status === 'completed' ? project.productivity : productivity;
  return {
    productivity: computed === null ? null : Math.round(computed),
    progress: projectProgress(project),
    progressSource:
      project.status === 'completed' ? 'completed' : project.outcomesProgress === null ? 'timeline' : 'outcomes',
    delivery,
    satisfaction: satisfaction === null ? null : { value: satisfaction, weeks: ratings },
  };
}
