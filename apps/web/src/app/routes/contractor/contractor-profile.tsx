import { Button } from '../../../components/ui/button';
import { LoadingOverlay } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import { UnverifiedExpertNotice } from '../../../features/account/components/unverified-expert-notice';
import { CvFiles } from '../../../features/profile/components/cv-files';
import { ListedSwitch } from '../../../features/profile/components/listed-switch';
import { EditProfileButton } from '../../../features/profile/components/edit-profile-button';
import { ProfileCard, ProfileGrid } from '../../../features/profile/components/profile-card';
import { AvailabilityCard, WorkCards } from '../../../features/profile/components/profile-cards';
import { ProfileReviews } from '../../../features/reviews/components/profile-reviews';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import { ProfileIdentity } from '../../../features/profile/components/profile-identity';
import { usePageTitle } from '../../use-page-title';
import { LivePanels } from '../live-panels';
import styles from '../area-page.module.css';

/**
 * Contractor profile (docs/product.md#contractor-area): greeting and completion, Edit your profile, the disabled skills
 * assessment, the Messages and Activity panels (the contractor's home: docs/api.md#messages-and-activity), the person,
 * the "Show me in Find experts" switch (docs/discovery.md), availability and rate (docs/matching.md), skills, roles, expertise and the uploaded CVs.
 */
export function Component() {
  usePageTitle('Profile');
  const { data: user } = useMe();
  if (!user) return <LoadingOverlay />;
  return (
    <main id="main" className={styles.page}>
      <ProfileHeader
        user={user}
        lead="Complete your profile to improve your chance of being selected."
        actions={
          <>
            <EditProfileButton to={paths.contractor.editProfile} />
            <Button variant="secondary" disabled>
              Assess your skills (coming soon)
            </Button>
          </>
        }
      />
      <UnverifiedExpertNotice />
      <LivePanels area={paths.contractor} />
      <ProfileIdentity user={user} />
      <ProfileGrid>
        {user.profiles[0] ? (
          <ProfileCard title="Find experts" isWide>
            <ListedSwitch profile={user.profiles[0]} />
          </ProfileCard>
        ) : null}
        <AvailabilityCard profile={user.profiles[0]} />
        <WorkCards profile={user.profiles[0]} />
        <CvFiles />
        {user.profiles[0] ? (
          <ProfileCard title="Reviews about you" isWide>
            <ProfileReviews profileId={user.profiles[0].id} isOwn hasHeading={false} />
          </ProfileCard>
        ) : null}
      </ProfileGrid>
    </main>
  );
}
