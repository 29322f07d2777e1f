import {
  addDays,
  ErrorKeys,
  isoDate,
  OUTCOMES_MAX,
  type Outcome,
  type OutcomeCreate,
  type OutcomeList,
  type OutcomeUpdate,
  type PageQuery,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { withLiveTransaction } from '../live/index.js';
import { lockProject } from '../projects/index.js';
import { accessOf, requireOwner } from './access.js';
import * as outcomesRepo from './outcomes.repository.js';

type Deps = Pick<AppDeps, 'database' | 'live' | 'config' | 'background'>;

const OUTCOME_NOT_FOUND = 'Outcome not found';

function toOutcome(row: outcomesRepo.OutcomeRow): Outcome {
  return {
    id: row.id,
    title: row.title,
    target: row.target,
    dueDate: row.dueDate,
    progress: row.progress,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A due date set now is today or later (docs/engagements.md#outcomes): a day of grace before today in UTC,
 * so that the caller's own today is accepted in every time zone. A date kept unchanged is not checked.
 */
function checkNewDueDate(dueDate: string | null | undefined, kept: string | null = null): void {
  if (!dueDate || dueDate === kept) return;
  if (dueDate < addDays(isoDate(new Date()), -1)) throw AppError.validation({ dueDate: ErrorKeys.dueDateInPast });
}

/** A page of the live outcomes; there are at most `OUTCOMES_MAX`, so they are read whole and sliced. */
export async function listOutcomes(
  db: Database,
  caller: AuthState,
  projectId: number,
  query: PageQuery,
): Promise<OutcomeList> {
  await accessOf(db, caller, projectId);
  const rows = await outcomesRepo.listOutcomes(db, projectId);
  const start = (query.page - 1) * query.limit;
  return {
    data: rows.slice(start, start + query.limit).map(toOutcome),
    hasNextPage: rows.length > start + query.limit,
  };
}

export async function createOutcome(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  input: OutcomeCreate,
): Promise<Outcome> {
  const { db } = deps.database;
  await requireOwner(db, caller, projectId);
  checkNewDueDate(input.dueDate);
  return withLiveTransaction(db, deps.live, async ({ tx }) => {
    // Under the project's lock, so two racing adds cannot make a sixth.
    await lockProject(tx, projectId);
    if ((await outcomesRepo.countLiveOutcomes(tx, projectId)) >= OUTCOMES_MAX)
      throw AppError.validation({ title: ErrorKeys.tooManyOutcomes });
    const row = await outcomesRepo.insertOutcome(tx, projectId, {
      title: input.title,
      target: input.target ?? null,
      dueDate: input.dueDate ?? null,
    });
    await outcomesRepo.recomputeProgress(tx, projectId);
    return toOutcome(row);
  });
}

async function ownedOutcome(db: Database, caller: AuthState, id: number) {
  const outcome = await outcomesRepo.findOutcome(db, id);
  if (!outcome) throw AppError.notFound(OUTCOME_NOT_FOUND);
  const { isOwner } = await accessOf(db, caller, outcome.projectId).catch(() => {
    throw AppError.notFound(OUTCOME_NOT_FOUND);
  });
  if (!isOwner) throw AppError.forbidden('Only the project’s owner');
  return outcome;
}

export async function updateOutcome(
  db: Database,
  caller: AuthState,
  id: number,
  input: OutcomeUpdate,
): Promise<Outcome> {
  const outcome = await ownedOutcome(db, caller, id);
  checkNewDueDate(input.dueDate, outcome.dueDate);
  const row = await outcomesRepo.updateOutcome(db, id, input);
  if (!row) throw AppError.notFound(OUTCOME_NOT_FOUND);
  return toOutcome(row);
}

export async function deleteOutcome(deps: Deps, caller: AuthState, id: number): Promise<void> {
  const { db } = deps.database;
  const outcome = await ownedOutcome(db, caller, id);
  await withLiveTransaction(db, deps.live, async ({ tx }) => {
    await lockProject(tx, outcome.projectId);
    if (!(await outcomesRepo.removeOutcome(tx, id))) throw AppError.notFound(OUTCOME_NOT_FOUND);
    await outcomesRepo.recomputeProgress(tx, outcome.projectId);
  });
}
