import { LoadingOverlay } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import { EditProfileButton } from '../../../features/profile/components/edit-profile-button';
import { ProfileGrid } from '../../../features/profile/components/profile-card';
import { BusinessCard, WorkCards } from '../../../features/profile/components/profile-cards';
import { ProfileHeader } from '../../../features/profile/components/profile-header';
import { ProfileIdentity } from '../../../features/profile/components/profile-identity';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/**
 * Client profile (docs/product.md#client-area): greeting and completion, Edit your profile, every field of the person,
 * the BUSINESS card, SKILLS, ROLE and EXPERTISE.
 */
export function Component() {
  usePageTitle('Profile');
  const { data: user } = useMe();
  if (!user) return <LoadingOverlay />;
  return (
    <main id="main" className={styles.page}>
      <ProfileHeader
        user={user}
        lead="Complete your profile to match your projects with the best squads."
        actions={<EditProfileButton to={paths.client.editProfile} />}
      />
      <ProfileIdentity user={user} />
      <ProfileGrid>
        <BusinessCard business={user.businessDetail} />
        <WorkCards profile={user.profiles[0]} />
      </ProfileGrid>
    </main>
  );
}
