import {
  ErrorKeys,
  budgetDigitsIssue,
  budgetRangeIssue,
  type Currency,
  type ProjectUpdate,
  type Project,
} from '@fractional/contract';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import { isProjectOwner } from '../../lib/access.js';
import {
  expertiseCodesExist,
  findProjectOfUser,
  hasEverHadMember,
  lockProject,
  toProject,
  updateProjectBrief,
} from '../projects/index.js';
import { recordActivity } from '../messaging/index.js';
import { withLiveTransaction } from '../live/index.js';
import { completeProject } from './squad-endings.service.js';
import { type Deps, PROJECT_NOT_FOUND } from './squads.service.js';

/** `PATCH /projects/{id}` (the owner): `{status:'completed'}` completes the project; brief fields edit the brief. */
export function updateProject(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  input: ProjectUpdate,
): Promise<Project> {
  const { status, ...brief } = input;
  return status === 'completed' ? completeProject(deps, caller, projectId) : editBrief(deps, caller, projectId, brief);
}

/**
 * Edits a brief under the rules of creation (docs/api.md#projects), in one transaction under the
 * project's lock: the row, its matching columns (kept by the trigger in the same statement, so the
 * matches follow at once) and a `project.updated` activity item. A completed project's brief stays
 * as it was (409).
 */
async function editBrief(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  brief: Omit<ProjectUpdate, 'status'>,
): Promise<Project> {
  return withLiveTransaction(deps.database.db, deps.live, async (live) => {
    const { tx } = live;
    const locked = await lockProject(tx, projectId);
    const stored = locked && isProjectOwner(caller, locked) && (await findProjectOfUser(tx, projectId, caller.userId));
    if (!stored) throw AppError.notFound(PROJECT_NOT_FOUND);
    if (stored.status === 'completed') throw AppError.conflict('This project is completed: its brief cannot change');
    if (brief.expertiseGap !== undefined && !(await expertiseCodesExist(tx, brief.expertiseGap.split(',')))) {
      throw AppError.validation({ expertiseGap: ErrorKeys.unknownReference });
    }
    const goals = brief.businessGoal ?? stored.businessGoal;
    const wantsOther = goals.split(',').includes('other');
    const otherText = brief.businessGoalOther === undefined ? stored.businessGoalOther : brief.businessGoalOther;
    if (wantsOther && !otherText) throw AppError.validation({ businessGoalOther: ErrorKeys.otherRequiresText });
    // One bound sent: checked against the stored other one (the contract checks two sent together).
    const budget = brief.budget === undefined ? stored.budget : brief.budget;
    const budgetMax = brief.budgetMax === undefined ? stored.budgetMax : brief.budgetMax;
    const rangeIssue = budgetRangeIssue(
      budget === null ? null : Number(budget),
      budgetMax === null ? null : Number(budgetMax),
    );
    if (rangeIssue) throw AppError.validation(rangeIssue);
    const currency = brief.currency ?? (stored.currency as Currency);
    const digitsIssue = budgetDigitsIssue(
      currency,
      budget === null ? null : Number(budget),
      budgetMax === null ? null : Number(budgetMax),
    );
    if (digitsIssue) throw AppError.validation(digitsIssue);
    // Rates and hours were agreed in it: once anyone has joined (ended members too), it stays (docs/money.md#currencies).
    if (currency !== stored.currency && (await hasEverHadMember(tx, projectId))) {
      throw AppError.validation({ currency: ErrorKeys.currencyLocked });
    }
    const row = await updateProjectBrief(tx, projectId, {
      ...brief,
      // The text only means something next to the `other` goal; dropped otherwise, as on creation.
      businessGoalOther: wantsOther ? otherText : null,
    });
    if (!row) throw AppError.notFound(PROJECT_NOT_FOUND);
    await recordActivity(live, { type: 'project.updated', actorUserId: caller.userId, projectId });
    return toProject(row);
  });
}
