import { useMe } from '../../../features/auth/api/get-me';
import { usePageTitle } from '../../use-page-title';
import styles from '../area-page.module.css';

/** The client dashboard's greeting; the projects table, stats and panels follow with the client area. */
export function Component() {
  usePageTitle('Dashboard');
  const { data: user } = useMe();
  return (
    <main id="main" className={styles.page}>
      <h1>Kia ora, {user?.firstName}!</h1>
      <p className={styles.lead}>You can start by creating a new project.</p>
    </main>
  );
}
