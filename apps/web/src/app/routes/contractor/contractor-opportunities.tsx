import { useMe } from '../../../lib/get-me';
import { UnverifiedExpertNotice } from '../../../features/account/components/unverified-expert-notice';
import { Opportunities } from '../../../features/squads/components/opportunities';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** `/member/contractor/opportunities` (docs/api.md#invitations-and-squads): the expert's open invitations. */
export function Component() {
  usePageTitle('Opportunities');
  const profile = useMe().data?.profiles[0];
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1>Opportunities</h1>
        <p className={styles.lead}>
          Clients who would like you in their squad. Accept with the hours you commit, or decline.
        </p>
      </header>
      <UnverifiedExpertNotice />
      <Opportunities suggestedRate={profile?.hourlyRateMin ?? profile?.hourlyRateMax ?? null} />
    </main>
  );
}
