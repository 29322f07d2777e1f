import { NavLink } from 'react-router';
import { useUnreadTotal } from '../api/get-unread-total';
import { UnreadBadge } from './unread-badge';
import styles from './messages-nav-link.module.css';

/** The header's link to the Messages page, with the unread total ("Messages, 2 unread"). */
export function MessagesNavLink({ to }: { to: string }) {
  const unread = useUnreadTotal();
  return (
    <NavLink to={to} className={styles.link}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6A.5.5 0 0 1 5 19.2V16h0A1 1 0 0 1 4 15V5.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.label}>Messages</span>
      <UnreadBadge count={unread} className={styles.badge} />
    </NavLink>
  );
}
