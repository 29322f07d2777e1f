import { LoadingOverlay } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/get-me';
import { ContractorEditForm } from '../../../features/profile/components/contractor-edit-form';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** `/member/contractor/profile/edit`, titled Edit your profile. */
export function Component() {
  usePageTitle('Edit your profile');
  const { data: user } = useMe();
  return (
    <main id="main" className={styles.page}>
      {user ? <ContractorEditForm user={user} /> : <LoadingOverlay />}
    </main>
  );
}
