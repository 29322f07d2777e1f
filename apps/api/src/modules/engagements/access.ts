import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { projectAccessOf } from '../projects/index.js';

export const PROJECT_NOT_FOUND = 'Project not found';

/** Who the caller is to the project: its side (owner or admin), a member (active or not), or nobody (404). */
export async function accessOf(db: Database, caller: AuthState, projectId: number) {
  const access = await projectAccessOf(db, caller, projectId);
  if (!access || access.relation === 'nobody') throw AppError.notFound(PROJECT_NOT_FOUND);
  return { ...access, isOwner: access.relation === 'owner' };
}

/** Outcomes are changed by the owner only; members get 403, anyone else 404. */
export async function requireOwner(db: Database, caller: AuthState, projectId: number): Promise<void> {
  const { isOwner } = await accessOf(db, caller, projectId);
  if (!isOwner) throw AppError.forbidden('Only the project’s owner');
}
