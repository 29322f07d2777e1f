import { useMe } from '../../../features/auth/api/get-me';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** The contractor's profile page: greeting now; completion, details and CVs follow with the contractor area. */
export function Component() {
  usePageTitle('Profile');
  const { data: user } = useMe();
  return (
    <main id="main" className={styles.page}>
      <h1>Kia ora, {user?.firstName}!</h1>
      <p className={styles.lead}>Complete your profile to match your projects with the best squads.</p>
    </main>
  );
}
