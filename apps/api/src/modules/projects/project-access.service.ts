import type { Database } from '../../db/client.js';
import { isProjectOwner, mayActOnProject, type AuthState } from '../../lib/access.js';
import { findProjectWithSeats } from './project-access.repository.js';

/**
 * What the caller is to a project: its `owner`; an `admin` (who may act on any project, `mayActOnProject`);
 * a `member` holding an active seat in its squad; a `former` member (held seats, none active); or `nobody`.
 */
export type ProjectRelation = 'owner' | 'admin' | 'member' | 'former' | 'nobody';

export type ProjectAccess = NonNullable<Awaited<ReturnType<typeof findProjectWithSeats>>> & {
  relation: ProjectRelation;
  /** The owner or an admin: the side that may act on the project's matches, invitations and timesheets. */
  isProjectSide: boolean;
};

/**
 * The one answer to "what is this caller to this project", with the project's basics and the caller's
 * seats (newest first), read in one query; undefined when there is no such project. Every service that
 * decides project access asks here and turns the answer into its own 404 or 403 (docs/architecture.md).
 */
export async function projectAccessOf(
  db: Database,
  caller: AuthState,
  projectId: number,
): Promise<ProjectAccess | undefined> {
  const found = await findProjectWithSeats(db, projectId, caller.userId);
  if (!found) return undefined;
  return { ...found, relation: relationOf(caller, found), isProjectSide: mayActOnProject(caller, found.project) };
}

function relationOf(
  caller: AuthState,
  { project, seats }: { project: { ownerUserId: number }; seats: { status: string }[] },
): ProjectRelation {
  if (isProjectOwner(caller, project)) return 'owner';
  if (mayActOnProject(caller, project)) return 'admin';
  if (seats.some((seat) => seat.status === 'active')) return 'member';
  return seats.length > 0 ? 'former' : 'nobody';
}
