import {
  budgetDigitsIssue,
  DEFAULT_CURRENCY,
  ErrorKeys,
  type Project,
  type ProjectCreate,
  type ProjectListQuery,
  type ProjectPage,
} from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError, isForeignKeyViolation } from '../../lib/errors.js';
import { insertProjectOfUser } from './project-inserts.repository.js';
import { expertiseCodesExist, findProjectOfUser, listProjectsOfUser, toProject } from './projects.repository.js';

const NO_PROFILE = { general: 'Create your profile before creating a project' };

/** A client's new project, owned by their profile (so it shows in `profiles[0].projects`). */
export async function createProject(db: Database, userId: number, input: ProjectCreate): Promise<Project> {
  const codes = input.expertiseGap.split(',');
  if (!(await expertiseCodesExist(db, codes))) {
    throw AppError.validation({ expertiseGap: ErrorKeys.unknownReference });
  }
  const wantsOther = input.businessGoal.split(',').includes('other');
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const digitsIssue = budgetDigitsIssue(currency, input.budget, input.budgetMax);
  if (digitsIssue) throw AppError.validation(digitsIssue);
  try {
    const row = await insertProjectOfUser(db, userId, {
      name: input.name,
      overview: input.overview,
      projectStage: input.projectStage,
      isBudgetAllocated: input.isBudgetAllocated,
      currency,
      budget: input.budget,
      budgetMax: input.budgetMax ?? null,
      timeline: input.timeline,
      businessGoal: input.businessGoal,
      // The text only means something next to the `other` goal; drop it otherwise.
      businessGoalOther: wantsOther ? (input.businessGoalOther ?? null) : null,
      expertiseGap: input.expertiseGap,
      hoursPerWeek: input.hoursPerWeek,
      visibility: input.visibility,
    });
    if (!row) throw AppError.validation(NO_PROFILE);
    return toProject(row);
  } catch (error) {
    // The profile vanished while the insert ran.
    if (isForeignKeyViolation(error)) throw AppError.validation(NO_PROFILE);
    throw error;
  }
}

/** The caller's own projects, filtered, sorted and paged. A user without a profile has none. */
export async function listProjects(db: Database, userId: number, query: ProjectListQuery): Promise<ProjectPage> {
  const { rows, hasNextPage, total } = await listProjectsOfUser(db, userId, query);
  return { data: rows.map(toProject), hasNextPage, total };
}

/** One of the caller's projects; anyone else's (or none) is a 404 that reveals nothing. */
export async function getProject(db: Database, userId: number, id: number): Promise<Project> {
  const row = await findProjectOfUser(db, id, userId);
  if (!row) throw AppError.notFound('Project not found');
  return toProject(row);
}
