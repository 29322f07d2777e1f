import type { ExpertCard, Invitation, InvitationStatus, MatchFactor } from '@fractional/contract';
import { Roles } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { loadExpertCards } from '../matching/expert-cards.repository.js';
import type { InvitationView } from './invitations.repository.js';

/** Who reads an invitation: the project's side (owner, or an admin acting for them) or the invited expert. */
export type InvitationReader = 'project' | 'expert';

/** One invitation as each side reads it. */
export type InvitationSides = Record<InvitationReader, Invitation>;

/**
 * An invitation as docs/api.md#invitations-and-squads shows it. Privacy by stage: the expert sees the client's organisation
 * and industry, and their names only once they have accepted; an e-mail or a phone number never.
 */
export function toInvitation(view: InvitationView, expert: ExpertCard, reader: InvitationReader): Invitation {
  const { invitation, project, owner, business, member, clientRating } = view;
  const showNames = reader === 'project' || invitation.status === 'accepted';
  return {
    id: invitation.id,
    project: {
      ...project,
      projectStage: project.projectStage as Invitation['project']['projectStage'],
      timeline: project.timeline as Invitation['project']['timeline'],
      status: project.status as Invitation['project']['status'],
      client: {
        orgName: business?.orgName ?? null,
        industry: business?.industry ?? null,
        firstName: showNames ? owner.firstName : null,
        lastName: showNames ? owner.lastName : null,
      },
    },
    expert,
    status: invitation.status as InvitationStatus,
    message: invitation.message,
    hoursPerWeek: invitation.hoursPerWeek,
    hourlyRate: invitation.hourlyRate,
    declineReason: invitation.declineReason,
    invitedBy: isByFractional(view) ? 'fractional' : 'client',
    match:
      invitation.matchScore === null
        ? null
        : { score: invitation.matchScore, factors: (invitation.matchFactors ?? []) as MatchFactor[] },
    membership: member
      ? {
          id: member.id,
          status: member.status as 'active' | 'ended',
          joinedAt: member.joinedAt.toISOString(),
          endedAt: member.endedAt?.toISOString() ?? null,
        }
      : null,
    client: { orgName: business?.orgName ?? null, industry: business?.industry ?? null, rating: clientRating },
    createdAt: invitation.createdAt.toISOString(),
    respondedAt: invitation.respondedAt?.toISOString() ?? null,
  };
}

/** Sent by an admin on the client's behalf (docs/api.md#matcher-console): the expert reads "Fractional, on behalf of …". */
export function isByFractional(view: InvitationView): boolean {
  return view.inviterRoleId === Roles.admin.id;
}

/** Several invitations with their expert cards read in one query. */
export async function toInvitations(
  db: Database,
  views: InvitationView[],
  reader: InvitationReader,
): Promise<Invitation[]> {
  const cards = await loadExpertCards(db, [...new Set(views.map((view) => view.invitation.profileId))]);
  return views.flatMap((view) => {
    const card = cards.get(view.invitation.profileId);
    return card ? [toInvitation(view, card, reader)] : [];
  });
}

/** One invitation as both sides read it, its expert card read once; null when the card is gone. */
export async function toBothSides(db: Database, view: InvitationView): Promise<InvitationSides | null> {
  const cards = await loadExpertCards(db, [view.invitation.profileId]);
  const card = cards.get(view.invitation.profileId);
  return card ? { project: toInvitation(view, card, 'project'), expert: toInvitation(view, card, 'expert') } : null;
}
