import { LoadingOverlay } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/get-me';
import { ClientEditForm } from '../../../features/profile/components/client-edit-form';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** `/client/profile/edit`, titled Edit your profile. */
export function Component() {
  usePageTitle('Edit your profile');
  const { data: user } = useMe();
  return (
    <main id="main" className={styles.page}>
      {user ? <ClientEditForm user={user} /> : <LoadingOverlay />}
    </main>
  );
}
