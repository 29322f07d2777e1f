import type { AuthState } from '../../plugins/auth.js';

/** The owner of a project, as the access rule needs it. */
export interface ProjectOwner {
  ownerUserId: number;
}

/**
 * The one rule for "may this caller act on this project's matches and invitations" (list, invite,
 * withdraw, see and end its squad, complete it): its owner. Issue 20 extends it for admins (DESIGN §12:
 * an admin may call the matches and invitation endpoints of any project and invite on the client's
 * behalf; `invitations.invited_by_user_id` records who did, so the expert reads "Fractional, on behalf of …").
 */
export function mayActOnProject(caller: AuthState, project: ProjectOwner): boolean {
  return project.ownerUserId === caller.userId;
}
