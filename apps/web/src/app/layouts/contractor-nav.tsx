import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { useOpenInvitationCount } from '../../features/squads/api/get-my-invitations';
import styles from './contractor-nav.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * The contractor area's main navigation (docs/api.md#invitations-and-squads): Opportunities with the count of open
 * invitations (its name reads "Opportunities, 2 open"; the space before the count keeps the visible
 * text "Opportunities 2" inside that name), Open briefs (docs/discovery.md#open-briefs), My projects, and
 * Invoices (every client's).
 */
export function ContractorNav() {
  const { data } = useOpenInvitationCount();
  const count = data && data.count > 0 ? `${data.count}${data.hasMore ? '+' : ''}` : null;
  return (
    <nav aria-label="Main" className={styles.nav}>
      <NavLink
        to={paths.contractor.opportunities}
        className={linkClass}
        aria-label={count ? `Opportunities, ${count} open` : undefined}
      >
        Opportunities{' '}
        {count ? (
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </NavLink>
      <NavLink to={paths.contractor.openBriefs} className={linkClass}>
        Open briefs
      </NavLink>
      <NavLink to={paths.contractor.projects} className={linkClass}>
        My projects
      </NavLink>
      <NavLink to={paths.contractor.invoices} className={linkClass}>
        Invoices
      </NavLink>
    </nav>
  );
}
