import { useParams } from 'react-router';
import { useMe } from '../../../lib/get-me';
import { UnverifiedExpertNotice } from '../../../features/account/components/unverified-expert-notice';
import { parseRouteId } from '../../../lib/route-id';
import { InvitationOutcome } from '../../../features/squads/components/invitation-outcome';
import { Opportunities } from '../../../features/squads/components/opportunities';
import { PastInvitations } from '../../../features/squads/components/past-invitations';
import { ClientReviews } from '../../../features/reviews/components/profile-reviews';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

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
        suggestedRate={profile?.hourlyRateMin ?? profile?.hourlyRateMax ?? null}
        clientReviews={(invitationId) => <ClientReviews invitationId={invitationId} />}
      />
      <PastInvitations />
    </main>
  );
}
