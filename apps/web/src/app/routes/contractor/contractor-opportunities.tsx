import { useParams } from 'react-router';
import { useMe } from '../../../lib/get-me';
import { UnverifiedExpertNotice } from '../../../features/account/components/unverified-expert-notice';
import { parseRouteId } from '../../../lib/route-id';
import { InvitationOutcome } from '../../../features/squads/components/invitation-outcome';
import type { SuggestedRate } from '../../../features/squads/components/accept-dialog';
import { Opportunities } from '../../../features/squads/components/opportunities';
import { PastInvitations } from '../../../features/squads/components/past-invitations';
import { ClientReviews } from '../../../features/reviews/components/profile-reviews';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

type Profile = NonNullable<ReturnType<typeof useMe>['data']>['profiles'][number];

/** The expert's own rate to suggest when accepting: their lower bound (else upper), in its currency. */
function ownRate(profile: Profile | undefined): SuggestedRate | null {
  const amount = profile?.hourlyRateMin ?? profile?.hourlyRateMax ?? null;
  return profile && amount !== null ? { amount, currency: profile.rateCurrency } : null;
}

/**
 * `/member/contractor/opportunities[/:invitationId]` (docs/api.md#invitations-and-squads): the invitation
 * a mail linked to, when it is closed, with what happened; the expert's open invitations; the past ones.
 */
export function Component() {
  usePageTitle('Opportunities');
  const profile = useMe().data?.profiles[0];
  const { invitationId } = useParams();
  const linked = invitationId === undefined ? null : parseRouteId(invitationId);
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1>Opportunities</h1>
        <p className={styles.lead}>
          Clients who would like you in their squad. Accept with the hours you commit, or decline.
        </p>
      </header>
      <UnverifiedExpertNotice />
      {linked === null ? null : <InvitationOutcome id={linked} />}
      <Opportunities
        suggestedRate={ownRate(profile)}
        clientReviews={(invitationId) => <ClientReviews invitationId={invitationId} />}
      />
      <PastInvitations />
    </main>
  );
}
