import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { projectAccessOf } from '../projects/index.js';
import * as repo from './timesheets.repository.js';

export const NOT_FOUND = 'Timesheet not found';

/** The timesheet if the caller may see it: its expert, the project's owner, an admin. Else 404. */
export async function accessOf(db: Database, caller: AuthState, id: number) {
  const access = await repo.findTimesheetAccess(db, id);
  const project = access && (await projectAccessOf(db, caller, access.projectId));
  if (!access || !project) throw AppError.notFound(NOT_FOUND);
  const isExpert = project.seats.some((seat) => seat.id === access.memberId);
  const { isProjectSide } = project;
  if (!isExpert && !isProjectSide) throw AppError.notFound(NOT_FOUND);
  return { access, isExpert, isProjectSide };
}
