import type { OutgoingMail } from './outgoing-mail.js';
import { composeMail, PRODUCT, type Recipient } from './templates.js';

interface InvitationMailInput extends Recipient {
  projectName: string;
  hoursPerWeek: number;
  link: string;
}

/** To the expert: a client (or Fractional on their behalf) invites them; the brief waits in Opportunities. */
export function invitationMail(
  input: InvitationMailInput & { orgName: string | null; message: string | null; byFractional: boolean },
): OutgoingMail {
  const who = input.orgName ?? 'A client';
  const invited = input.byFractional
    ? `${PRODUCT} invites you, on behalf of ${who}, to join the squad of "${input.projectName}"`
    : `${who} invites you to join the squad of "${input.projectName}"`;
  return composeMail(input, {
    category: 'invitations',
    subject: `Invitation: "${input.projectName}" on ${PRODUCT}`,
    paragraphs: [
      `${invited} for ${input.hoursPerWeek} hours a week.`,
      ...(input.message ? [`Their note: "${input.message}"`] : []),
      'Read the brief, then accept with the hours you can give, or decline:',
    ],
    action: { label: 'See the opportunity', link: input.link },
    closing: 'Your e-mail and phone number stay private until you accept.',
  });
}

/** To the client: the expert accepted and joined the squad. */
export function invitationAcceptedMail(input: InvitationMailInput & { expertName: string }): OutgoingMail {
  return composeMail(input, {
    category: 'invitations',
    subject: `${input.expertName} joined "${input.projectName}"`,
    paragraphs: [
      `${input.expertName} accepted your invitation and joined the squad of "${input.projectName}" for ${input.hoursPerWeek} hours a week.`,
      'Their CVs are now on the project page:',
    ],
    action: { label: 'Open the project', link: input.link },
    closing: 'You can end a membership, or mark the project completed, from the same page.',
  });
}

/** To the client: the expert declined, with their reason when they gave one. */
export function invitationDeclinedMail(
  input: InvitationMailInput & { expertName: string; reason: string | null },
): OutgoingMail {
  return composeMail(input, {
    category: 'invitations',
    subject: `${input.expertName} declined "${input.projectName}"`,
    paragraphs: [
      `${input.expertName} declined your invitation to "${input.projectName}".`,
      ...(input.reason ? [`Their reason: "${input.reason}"`] : []),
      'The project page recommends other experts:',
    ],
    action: { label: 'Open the project', link: input.link },
    closing: 'Invite as many as you like: up to 20 invitations can be open at once.',
  });
}

/** How an expert's engagement ended without them: the mail that tells them (docs/api.md#invitations-and-squads). */
export type EngagementEnd = 'withdrawn' | 'ended' | 'completed';

/**
 * To the expert: the client withdrew the invitation, ended their membership, or completed the project
 * (which ends the squad and withdraws open invitations). The link opens the invitation, which says so.
 */
export function engagementEndedMail(
  input: Omit<InvitationMailInput, 'hoursPerWeek'> & { end: EngagementEnd; orgName: string | null; wasMember: boolean },
): OutgoingMail {
  const who = input.orgName ?? 'The client';
  const project = `"${input.projectName}"`;
  const texts: Record<EngagementEnd, { subject: string; said: string }> = {
    withdrawn: {
      subject: `Invitation withdrawn: ${project}`,
      said: `${who} withdrew its invitation to join the squad of ${project}.`,
    },
    ended: {
      subject: `Your membership of ${project} ended`,
      said: `${who} ended your membership of the squad of ${project}. Your hours for it are free again.`,
    },
    completed: {
      subject: `${project} was completed`,
      said: input.wasMember
        ? `${who} marked ${project} completed, which ends its squad. Your hours for it are free again.`
        : `${who} marked ${project} completed, so your open invitation to it was withdrawn.`,
    },
  };
  const text = texts[input.end];
  return composeMail(input, {
    category: 'invitations',
    subject: text.subject,
    paragraphs: [text.said, 'The invitation, and what happened to it:'],
    action: { label: 'Open the invitation', link: input.link },
    closing: 'Your other invitations and squads are not affected.',
  });
}
