import type { Invitation } from '@fractional/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useInvitation } from '../api/get-invitation';
import { formatDay } from '../squad-display';
import styles from './squad-sections.module.css';

/** What became of an invitation, in one sentence for the expert (null while it is open). */
export function invitationOutcomeText(invitation: Invitation): string | null {
  const { project, membership } = invitation;
  const client = project.client.orgName ?? 'The client';
  const on = (iso: string | null) => (iso ? ` on ${formatDay(iso)}` : '');
  switch (invitation.status) {
    case 'invited':
      return null;
    case 'declined':
      return `You declined this invitation${on(invitation.respondedAt)}.`;
    case 'withdrawn':
      return project.status === 'completed'
        ? `This project was completed, so the invitation was withdrawn${on(invitation.respondedAt)}.`
        : `${client} withdrew this invitation${on(invitation.respondedAt)}.`;
    case 'accepted':
      if (membership?.status !== 'ended') return `You accepted${on(invitation.respondedAt)} and are in the squad.`;
      return project.status === 'completed'
        ? `This project was completed: your membership ended${on(membership.endedAt)}.`
        : `Your membership of this squad ended${on(membership.endedAt)}.`;
  }
}

/**
 * The invitation a mail linked to (`/member/contractor/opportunities/:id`): an open one is among the
 * cards below; a closed one says what happened and when, so an old link never opens an empty page.
 */
export function InvitationOutcome({ id }: { id: number }) {
  const query = useInvitation(id);
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <p className={styles.outcome} role="note">
        This invitation does not exist, or it was not sent to you.
      </p>
    );
  }
  const invitation = query.data;
  if (!invitation) return null;
  const text = invitationOutcomeText(invitation);
  if (!text) return null;
  return (
    <section className={styles.outcome} aria-label={`Invitation to “${invitation.project.name}”`}>
      <p>
        <strong>{invitation.project.name}</strong>
      </p>
      <p>{text}</p>
      {invitation.status === 'accepted' ? (
        <p>
          <Link to={paths.contractor.projects}>See it in My projects</Link>
        </p>
      ) : null}
    </section>
  );
}
