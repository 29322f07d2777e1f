import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { projectAccessOf } from '../projects/index.js';
import * as repo from './invoices.repository.js';

export const PROJECT_NOT_FOUND = 'Project not found';
export const NOT_FOUND = 'Invoice not found';

/** The project if the caller may see its money: its owner or an admin. Else 404 (its existence is not told). */
export async function projectOf(db: Database, caller: AuthState, projectId: number) {
  const access = await projectAccessOf(db, caller, projectId);
  const project = access?.isProjectSide && (await repo.findProject(db, projectId));
  if (!project) throw AppError.notFound(PROJECT_NOT_FOUND);
  return project;
}

/**
 * The invoice's access if the caller may see it: its expert, the project's owner, an admin. Else a
 * 404 with `notFound` (its credit note's readers are the same people, told "Credit note not found").
 */
export async function accessOf(db: Database, caller: AuthState, id: number, notFound = NOT_FOUND) {
  const access = await repo.findInvoiceAccess(db, id);
  const project = access && (await projectAccessOf(db, caller, access.projectId));
  if (!access || !project) throw AppError.notFound(notFound);
  const { isProjectSide } = project;
  if (!isProjectSide && !project.seats.some((seat) => seat.id === access.memberId)) throw AppError.notFound(notFound);
  return { access, isProjectSide };
}
