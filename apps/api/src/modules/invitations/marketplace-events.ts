import { toBothSides, type InvitationSides } from './invitation-json.js';
import { findInvitationView, type InvitationView } from './invitations.repository.js';
import type { LiveWriter } from '../live/index.js';
import {
  announceUnread,
  deliverMessage,
  joinSquadConversation,
  leaveSquadConversation,
  openDirectConversation,
  recordActivity,
} from '../messaging/index.js';

/**
 * What invitations and squads record as they change (docs/api.md#messages-and-activity): conversations opened, joined and
 * left, activity, and the invitation pushed to both sides' streams. The invitation and squad
 * services call these inside the transaction of their change, after writing it, with the invitation's
 * view read after that write; each returns the invitation as both sides now read it (null when the
 * expert's card is gone), so the service answers without reading it again.
 */

/** The invitation's view, read inside the transaction that just changed it. */
export async function viewAfterChange(live: LiveWriter, invitationId: number): Promise<InvitationView> {
  const view = await findInvitationView(live.tx, invitationId);
  if (!view) throw new Error(`invitation ${invitationId} vanished`);
  return view;
}

/** Each side gets the invitation as `GET /invitations/{id}` shows it to them. */
async function announceInvitation(live: LiveWriter, view: InvitationView): Promise<InvitationSides | null> {
  const sides = await toBothSides(live.tx, view);
  if (sides) {
    live.add([view.owner.userId], 'invitation', sides.project);
    live.add([view.expertUserId], 'invitation', sides.expert);
  }
  return sides;
}

/**
 * A new invitation: its direct conversation opens, and both sides hear of it. The client's message
 * is the conversation's first message, from the client, unread for the expert (no digest: the
 * invitation's mail carries it). An admin's note on the client's behalf stays on the invitation: in
 * the conversation it would read as the client's words.
 */
export async function recordInvitationSent(
  live: LiveWriter,
  view: InvitationView,
  actorUserId: number,
): Promise<InvitationSides | null> {
  const invitationId = view.invitation.id;
  const conversationId = await openDirectConversation(live.tx, {
    projectId: view.project.id,
    invitationId,
    clientUserId: view.owner.userId,
    expertUserId: view.expertUserId,
  });
  const { message } = view.invitation;
  if (message && actorUserId === view.owner.userId) {
    await deliverMessage(live, conversationId, view.owner.userId, message, null);
  }
  await recordActivity(live, {
    type: 'invitation.sent',
    actorUserId,
    projectId: view.project.id,
    subjectUserId: view.expertUserId,
    invitationId,
  });
  return announceInvitation(live, view);
}

/** An accepted invitation: the expert joins the squad and its conversation. */
export async function recordInvitationAccepted(
  live: LiveWriter,
  view: InvitationView,
  memberId: number,
  actorUserId: number,
): Promise<InvitationSides | null> {
  const event = {
    actorUserId,
    projectId: view.project.id,
    subjectUserId: view.expertUserId,
    invitationId: view.invitation.id,
  };
  await joinSquadConversation(live.tx, {
    projectId: view.project.id,
    clientUserId: view.owner.userId,
    expertUserId: view.expertUserId,
  });
  await recordActivity(live, { type: 'invitation.accepted', ...event });
  await recordActivity(live, { type: 'member.joined', ...event, memberId });
  return announceInvitation(live, view);
}

/** A declined or withdrawn invitation (its direct conversation stays, for the record). */
export async function recordInvitationClosed(
  live: LiveWriter,
  view: InvitationView,
  status: 'declined' | 'withdrawn',
  actorUserId: number | null,
): Promise<InvitationSides | null> {
  await recordActivity(live, {
    type: status === 'declined' ? 'invitation.declined' : 'invitation.withdrawn',
    actorUserId,
    projectId: view.project.id,
    subjectUserId: view.expertUserId,
    invitationId: view.invitation.id,
  });
  return announceInvitation(live, view);
}

/** An ended membership: the expert keeps reading the squad conversation but can no longer write. */
export async function recordMemberEnded(
  live: LiveWriter,
  member: { id: number; projectId: number; invitationId: number },
  actorUserId: number,
): Promise<void> {
  const view = await viewAfterChange(live, member.invitationId);
  // Nothing in the squad conversation is unread for them any more.
  const left = await leaveSquadConversation(live.tx, { projectId: member.projectId, expertUserId: view.expertUserId });
  for (const conversationId of left)
    announceUnread(live, conversationId, [{ userId: view.expertUserId, unreadCount: 0 }]);
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
