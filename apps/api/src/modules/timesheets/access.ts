import type { Database } from '../../db/client.js';
import { mayActOnProject, type AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './timesheets.repository.js';

export const NOT_FOUND = 'Timesheet not found';

/** The timesheet if the caller may see it: its expert, the project's owner, an admin. Else 404. */
export async function accessOf(db: Database, caller: AuthState, id: number) {
  const access = await repo.findTimesheetAccess(db, id);
  if (!access) throw AppError.notFound(NOT_FOUND);
  const isExpert = access.expertUserId === caller.userId;
  const isProjectSide = mayActOnProject(caller, access);
  if (!isExpert && !isProjectSide) throw AppError.notFound(NOT_FOUND);
  return { access, isExpert, isProjectSide };
}
