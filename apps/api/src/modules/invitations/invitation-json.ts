import type { ExpertCard, Invitation, InvitationProject, InvitationStatus, MatchFactor } from '@fractional/contract';
import { fromMinor, type Currency, Roles } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { type BriefExperts, findBrief, loadExpertCards, matchesOf } from '../matching/index.js';
import type { InvitationView } from './invitations.repository.js';

/** Who reads an invitation: the project's side (owner, or an admin acting for them) or the invited expert. */
export type InvitationReader = 'project' | 'expert';

/** One invitation as each side reads it. */
export type InvitationSides = Record<InvitationReader, Invitation>;

/**
 * An invitation as docs/api.md#invitations-and-squads shows it. Privacy by stage: the expert sees the client's organisation
 * and industry, and their names only once they have accepted; an e-mail or a phone number never.
 */
export function toInvitation(
  view: InvitationView,
  expert: ExpertCard,
  reader: InvitationReader,
  live?: InvitationMatch,
): Invitation {
  const { invitation, business, member, clientRating } = view;
  return {
    id: invitation.id,
    project: toInvitationProject(view, reader),
    expert,
    status: invitation.status as InvitationStatus,
    message: invitation.message,
    hoursPerWeek: invitation.hoursPerWeek,
    hoursAsked: invitation.hoursAsked ?? invitation.hoursPerWeek,
    hourlyRate:
      invitation.hourlyRateMinor === null
        ? null
        : fromMinor(invitation.hourlyRateMinor, view.project.currency as Currency),
    declineReason: invitation.declineReason,
    invitedBy: isByFractional(view) ? 'fractional' : 'client',
    match:
      live ??
      (invitation.matchScore === null
        ? null
        : { score: invitation.matchScore, factors: (invitation.matchFactors ?? []) as MatchFactor[] }),
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

/** The brief an invitation is about; the client's names once the reader may see them. */
export function toInvitationProject(view: InvitationView, reader: InvitationReader): InvitationProject {
  const { invitation, project, owner, business } = view;
  const showNames = reader === 'project' || invitation.status === 'accepted';
  return {
    ...project,
    projectStage: project.projectStage as InvitationProject['projectStage'],
    timeline: project.timeline as InvitationProject['timeline'],
    currency: project.currency as Currency,
    status: project.status as InvitationProject['status'],
    client: {
      orgName: business?.orgName ?? null,
      industry: business?.industry ?? null,
      firstName: showNames ? owner.firstName : null,
      lastName: showNames ? owner.lastName : null,
    },
  };
}

/** Sent by an admin on the client's behalf (docs/api.md#matcher-console): the expert reads "Fractional, on behalf of …". */
export function isByFractional(view: InvitationView): boolean {
  return view.inviterRoleId === Roles.admin.id;
}

type InvitationMatch = NonNullable<Invitation['match']>;

/**
 * One score whichever side looks (docs/matching.md, "One score"): an open invitation shows the expert's
 * live match to the project, the very score and factors the client's match list shows now, to the
 * expert and to the client alike; an answered one (accepted, declined, withdrawn) shows the snapshot
 * taken when it was sent, and so does an open one whose expert is no longer listed (not matchable, or
 * under the floor). One brief per project, and the open invitations' ranked rows in one statement.
 */
async function liveMatches(db: Database, views: InvitationView[]): Promise<Map<number, InvitationMatch>> {
  const open = views.filter((view) => view.invitation.status === 'invited');
  const experts = new Map<number, Set<number>>();
  for (const { invitation } of open)
    experts.set(invitation.projectId, (experts.get(invitation.projectId) ?? new Set()).add(invitation.profileId));
  const wanted: BriefExperts[] = [];
  for (const [projectId, profileIds] of experts) {
    const brief = await findBrief(db, projectId);
    if (brief) wanted.push({ brief, profileIds: [...profileIds] });
  }
  const matches = await matchesOf(db, wanted);
  const live = new Map<number, InvitationMatch>();
  for (const { invitation } of open) {
    const match = matches.get(invitation.projectId)?.get(invitation.profileId);
    if (match) live.set(invitation.id, { score: match.score, factors: match.factors });
  }
  return live;
}

/** Several invitations with their expert cards read in one query. */
export async function toInvitations(
  db: Database,
  views: InvitationView[],
  reader: InvitationReader,
): Promise<Invitation[]> {
  const cards = await loadExpertCards(db, [...new Set(views.map((view) => view.invitation.profileId))]);
  const live = await liveMatches(db, views);
  return views.flatMap((view) => {
    const card = cards.get(view.invitation.profileId);
    return card ? [toInvitation(view, card, reader, live.get(view.invitation.id))] : [];
  });
}

/** One invitation as both sides read it, its expert card read once; null when the card is gone. */
export async function toBothSides(db: Database, view: InvitationView): Promise<InvitationSides | null> {
  const cards = await loadExpertCards(db, [view.invitation.profileId]);
  const card = cards.get(view.invitation.profileId);
  const live = (await liveMatches(db, [view])).get(view.invitation.id);
  return card
    ? { project: toInvitation(view, card, 'project', live), expert: toInvitation(view, card, 'expert', live) }
    : null;
}
