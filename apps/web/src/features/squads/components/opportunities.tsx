import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { Invitation } from '@fractional/contract';
import { useMyInvitations } from '../api/get-my-invitations';
import { AcceptDialog, type SuggestedRate } from './accept-dialog';
import { DeclineDialog } from './decline-dialog';
import { ListState } from './list-state';
import { OpportunityCard } from './opportunity-card';
import styles from './squad-sections.module.css';

type Answer = { kind: 'accept' | 'decline'; invitation: Invitation };

/** What the expert just did, said once above the list (the card itself is gone). */
function doneText({ kind, invitation }: Answer): string {
  return kind === 'accept'
    ? `You joined the squad of “${invitation.project.name}”.`
    : `You declined “${invitation.project.name}”. The client has been told.`;
}

/** The expert's open invitations (Opportunities in docs/product.md#contractor-area): accept with hours and rate, or decline. */
export function Opportunities({
  suggestedRate,
  clientReviews,
}: {
  suggestedRate: SuggestedRate | null;
  /** What the page shows as the reviews of an invitation's client, on request. */
  clientReviews?: (invitationId: number) => ReactNode;
}) {
  const query = useMyInvitations('invited');
  const [answering, setAnswering] = useState<Answer | null>(null);
  const [done, setDone] = useState<Answer | null>(null);
  const invitations = query.data?.pages.flatMap((page) => page.data) ?? [];
  const onDone = (kind: Answer['kind']) => (invitation: Invitation) => {
    setAnswering(null);
    setDone({ kind, invitation });
  };

  return (
    <>
      <div role="status" className={styles.notice} hidden={!done}>
        {done ? (
          <>
            {doneText(done)}{' '}
            {done.kind === 'accept' ? <Link to={paths.contractor.projects}>See it in My projects</Link> : null}
          </>
        ) : null}
      </div>
      <ListState
        query={query}
        count={invitations.length}
        loadingLabel="Loading your invitations"
        errorText="We could not load your invitations."
        isPageList
        empty={
          <>
            <p>No open invitations right now.</p>
            <p>
              Clients invite the experts their briefs match. A complete profile, open to work with hours free, is
              matched more often. <Link to={paths.contractor.profile}>Review your profile</Link>
            </p>
          </>
        }
      >
        <ul className={styles.cards} aria-label="Open invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <OpportunityCard
                invitation={invitation}
                clientReviews={clientReviews}
                onAccept={() => setAnswering({ kind: 'accept', invitation })}
                onDecline={() => setAnswering({ kind: 'decline', invitation })}
              />
            </li>
          ))}
        </ul>
      </ListState>
      {answering?.kind === 'accept' ? (
        <AcceptDialog
          invitation={answering.invitation}
          suggestedRate={suggestedRate}
          onAccepted={onDone('accept')}
          onClose={() => setAnswering(null)}
        />
      ) : null}
      {answering?.kind === 'decline' ? (
        <DeclineDialog
          invitation={answering.invitation}
          onDeclined={onDone('decline')}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </>
  );
}
