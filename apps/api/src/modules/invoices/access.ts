import type { Database } from '../../db/client.js';
import { mayActOnProject, type AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import * as repo from './invoices.repository.js';

export const PROJECT_NOT_FOUND = 'Project not found';
export const NOT_FOUND = 'Invoice not found';

/** The project if the caller may see its money: its owner or an admin. Else 404 (its existence is not told). */
export async function projectOf(db: Database, caller: AuthState, projectId: number) {
  const project = await repo.findProject(db, projectId);
  if (!project || !mayActOnProject(caller, project)) throw AppError.notFound(PROJECT_NOT_FOUND);
  return project;
}

/**
 * The invoice's access if the caller may see it: its expert, the project's owner, an admin. Else a
 * 404 with `notFound` (its credit note's readers are the same people, told "Credit note not found").
 */
export async function accessOf(db: Database, caller: AuthState, id: number, notFound = NOT_FOUND) {
  const access = await repo.findInvoiceAccess(db, id);
  if (!access) throw AppError.notFound(notFound);
  const isProjectSide = mayActOnProject(caller, access);
  if (!isProjectSide && access.expertUserId !== caller.userId) throw AppError.notFound(notFound);
  return { access, isProjectSide };
}
