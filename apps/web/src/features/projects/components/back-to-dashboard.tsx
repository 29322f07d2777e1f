import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import styles from './back-to-dashboard.module.css';

/** The "Back to Dashboard" button above the create form and the summary. */
export function BackToDashboard() {
  return (
    <ButtonLink to={paths.client.home} variant="text" className={styles.back}>
      <span aria-hidden="true">←</span> Back to Dashboard
    </ButtonLink>
  );
}
