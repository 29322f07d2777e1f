import type { RoleName } from '@fractional/contract';

/** Who is calling: set by the `authenticate` hook (plugins/auth.ts) from a live session. */
export interface AuthState {
  userId: number;
  sessionId: string;
  role: RoleName;
  /** The user's revision when the request was authenticated (see `RevisionCache`). */
  revision: number;
}

/** The owner of a project, as the access rule needs it. */
export interface ProjectOwner {
  ownerUserId: number;
}

/** The project's owner. */
export function isProjectOwner(caller: AuthState, project: ProjectOwner): boolean {
  return project.ownerUserId === caller.userId;
}

/**
 * The one rule for "may this caller act on this project's matches and invitations" (list, invite,
 * withdraw, see its squad): its owner, and any admin (docs/api.md#matcher-console: an admin may call the matches and
 * invitation endpoints of any project and invite on the client's behalf; `invitations.invited_by_user_id`
 * records who did, so the expert reads "Fractional, on behalf of …", and each admin write is audited).
 * Changing the squad (ending a seat, completing the project) stays the owner's: `isProjectOwner`.
 */
export function mayActOnProject(caller: AuthState, project: ProjectOwner): boolean {
  return caller.role === 'admin' || isProjectOwner(caller, project);
}
