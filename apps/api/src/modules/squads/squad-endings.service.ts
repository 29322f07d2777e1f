import type { Project, SquadMember } from '@fractional/contract';
import { AppError } from '../../lib/errors.js';
import type { AuthState } from '../../lib/access.js';
import {
  mailEngagementEnded,
  recordInvitationClosed,
  recordMemberEnded,
  recordProjectCompleted,
  viewAfterChange,
  withdrawOpenInvitations,
} from '../invitations/index.js';
import { mailReviewInvitations } from '../reviews/index.js';
import { isProjectOwner } from '../../lib/access.js';
import { findSquadMember, lockProject, projectAccessOf, toProject } from '../projects/index.js';
import * as repo from './squads.repository.js';
import { withLiveTransaction } from '../live/index.js';
import { type Deps, MEMBER_NOT_FOUND, PROJECT_NOT_FOUND, toSquadMembers } from './squads.service.js';

/** `POST /projects/{id}/squad/{memberId}/end`: the project's side or that member; the hours are freed. */
export async function endMembership(
  deps: Deps,
  caller: AuthState,
  projectId: number,
  memberId: number,
): Promise<SquadMember> {
  const { db } = deps.database;
  const access = await projectAccessOf(db, caller, projectId);
  const found = access && (await findSquadMember(db, projectId, memberId));
  if (!access || !found) throw AppError.notFound(MEMBER_NOT_FOUND);
  const isProjectSide = access.relation === 'owner';
  if (!isProjectSide && found.userId !== caller.userId) {
    // A fellow member may see the squad (and so this member), but not end someone else's seat.
    if (access.relation === 'member' || access.relation === 'former')
      throw AppError.forbidden('Only the owner or that member');
    throw AppError.notFound(MEMBER_NOT_FOUND);
  }
  const ended = await withLiveTransaction(db, deps.live, async (live) => {
    // The project first, as accept and completion do (docs/concurrency.md).
    await lockProject(live.tx, projectId);
    const row = await repo.endSquadMember(live.tx, memberId);
    // Already ended (a double-click, or the other side a moment earlier): the member as it stands.
    if (!row) return (await findSquadMember(live.tx, projectId, memberId))?.member ?? found.member;
    await recordMemberEnded(live, row, caller.userId);
    // The expert is told when someone else ended their seat.
    if (found.userId !== caller.userId) await mailEngagementEnded(live.tx, deps, row.invitationId, 'ended');
    await mailReviewInvitations(live.tx, deps, [row.id]);
    return row;
  });
  deps.background.kick();
  const [member] = await toSquadMembers(db, [ended], isProjectSide);
  if (!member) throw AppError.notFound(MEMBER_NOT_FOUND);
  return member;
}

/**
 * `PATCH /projects/{id} {status:'completed'}`: under the project's lock, open invitations are withdrawn
 * and every active membership ends (freeing the experts' hours) in one transaction. Completing a
 * completed project changes nothing.
 */
export async function completeProject(deps: Deps, caller: AuthState, projectId: number): Promise<Project> {
  const project = await withLiveTransaction(deps.database.db, deps.live, async (live) => {
    const { tx } = live;
    const project = await lockProject(tx, projectId);
    if (!project || !isProjectOwner(caller, project)) throw AppError.notFound(PROJECT_NOT_FOUND);
    const wasCompleted = project.status === 'completed';
    const withdrawn = await withdrawOpenInvitations(tx, projectId);
    const completed = await repo.completeProjectRow(tx, projectId);
    if (!completed) throw AppError.notFound(PROJECT_NOT_FOUND);
    if (!wasCompleted) {
      // Told to the squad before its members leave its conversation, so they hear of it too.
      await recordProjectCompleted(live, projectId, caller.userId);
      for (const invitationId of withdrawn)
        await recordInvitationClosed(live, await viewAfterChange(live, invitationId), 'withdrawn', caller.userId);
      for (const member of completed.ended) await recordMemberEnded(live, member, caller.userId);
      // Every expert it concerned hears of it: the members it ended, the invitees it withdrew.
      const told = [...completed.ended.map((member) => member.invitationId), ...withdrawn];
      for (const invitationId of told) await mailEngagementEnded(tx, deps, invitationId, 'completed');
      await mailReviewInvitations(
        tx,
        deps,
        completed.ended.map((member) => member.id),
      );
    }
    return toProject(completed.row);
  });
  deps.background.kick();
  return project;
}
