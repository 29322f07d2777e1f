import { toInvitations } from '../invitations/invitation-json.js';
import { findInvitationView, type InvitationView } from '../invitations/invitations.repository.js';
import type { LiveWriter } from '../live/live-writer.js';
import { recordActivity } from './activity.service.js';
import { joinSquadConversation, leaveSquadConversation, openDirectConversation } from './conversations.lifecycle.js';

/**
 * What invitations and squads record as they change (docs/api.md#messages-and-activity): conversations opened, joined and
 * left, activity, and the invitation pushed to both sides' streams. The invitation and squad
 * services call these inside the transaction of their change, after writing it.
 */

async function viewOf(live: LiveWriter, invitationId: number): Promise<InvitationView> {
  const view = await findInvitationView(live.tx, invitationId);
  if (!view) throw new Error(`invitation ${invitationId} vanished`);
  return view;
}

/** Each side gets the invitation as `GET /invitations/{id}` shows it to them. */
async function announceInvitation(live: LiveWriter, view: InvitationView): Promise<void> {
  const [forProject] = await toInvitations(live.tx, [view], 'project');
  const [forExpert] = await toInvitations(live.tx, [view], 'expert');
  if (forProject) live.add([view.owner.userId], 'invitation', forProject);
  if (forExpert) live.add([view.expertUserId], 'invitation', forExpert);
}

/** A new invitation: its direct conversation opens, and both sides hear of it. */
export async function recordInvitationSent(live: LiveWriter, invitationId: number, actorUserId: number): Promise<void> {
  const view = await viewOf(live, invitationId);
  await openDirectConversation(live, {
    projectId: view.project.id,
    invitationId,
    clientUserId: view.owner.userId,
    expertUserId: view.expertUserId,
  });
  await recordActivity(live, {
    type: 'invitation.sent',
    actorUserId,
    projectId: view.project.id,
    subjectUserId: view.expertUserId,
    invitationId,
  });
  await announceInvitation(live, view);
}

/** An accepted invitation: the expert joins the squad and its conversation. */
export async function recordInvitationAccepted(
  live: LiveWriter,
  invitationId: number,
  memberId: number,
  actorUserId: number,
): Promise<void> {
  const view = await viewOf(live, invitationId);
  const event = { actorUserId, projectId: view.project.id, subjectUserId: view.expertUserId, invitationId };
  await joinSquadConversation(live, {
    projectId: view.project.id,
    clientUserId: view.owner.userId,
    expertUserId: view.expertUserId,
  });
  await recordActivity(live, { type: 'invitation.accepted', ...event });
  await recordActivity(live, { type: 'member.joined', ...event, memberId });
  await announceInvitation(live, view);
}

/** A declined or withdrawn invitation (its direct conversation stays, for the record). */
export async function recordInvitationClosed(
  live: LiveWriter,
  invitationId: number,
  status: 'declined' | 'withdrawn',
  actorUserId: number | null,
): Promise<void> {
  const view = await viewOf(live, invitationId);
  await recordActivity(live, {
    type: status === 'declined' ? 'invitation.declined' : 'invitation.withdrawn',
    actorUserId,
    projectId: view.project.id,
    subjectUserId: view.expertUserId,
    invitationId,
  });
  await announceInvitation(live, view);
}

/** An ended membership: the expert keeps reading the squad conversation but can no longer write. */
export async function recordMemberEnded(
  live: LiveWriter,
  member: { id: number; projectId: number; invitationId: number },
  actorUserId: number,
): Promise<void> {
  const view = await viewOf(live, member.invitationId);
  await leaveSquadConversation(live, { projectId: member.projectId, expertUserId: view.expertUserId });
  await recordActivity(live, {
    type: 'member.ended',
    actorUserId,
    projectId: member.projectId,
    subjectUserId: view.expertUserId,
    invitationId: member.invitationId,
    memberId: member.id,
  });
  await announceInvitation(live, view);
}

/** A completed project (its open invitations withdrawn and memberships ended before this is called). */
export async function recordProjectCompleted(live: LiveWriter, projectId: number, actorUserId: number): Promise<void> {
  await recordActivity(live, { type: 'project.completed', actorUserId, projectId });
}
