import type { Database } from '../../db/client.js';
import { isProjectOwner, mayActOnProject, type AuthState } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { findProjectOwner } from '../invitations/invitations.repository.js';
import * as repo from './engagements.repository.js';

export const PROJECT_NOT_FOUND = 'Project not found';

/** Who the caller is to the project: its side (owner or admin), a member (active or not), or nobody (404). */
export async function accessOf(db: Database, caller: AuthState, projectId: number) {
  const project = await findProjectOwner(db, projectId);
  if (!project) throw AppError.notFound(PROJECT_NOT_FOUND);
  const isOwner = isProjectOwner(caller, project);
  const seats = isOwner ? [] : await repo.seatsOfUser(db, projectId, caller.userId);
  if (!mayActOnProject(caller, project) && seats.length === 0) throw AppError.notFound(PROJECT_NOT_FOUND);
  return { project, isOwner, seats };
}

/** Outcomes are changed by the owner only; members get 403, anyone else 404. */
export async function requireOwner(db: Database, caller: AuthState, projectId: number): Promise<void> {
  const { isOwner } = await accessOf(db, caller, projectId);
  if (!isOwner) throw AppError.forbidden('Only the project’s owner');
}
