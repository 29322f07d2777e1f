import styles from './unread-badge.module.css';

/** A count of unread messages: "3", read out as "3 unread"; nothing when there are none. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{count} unread</span>
    </span>
  );
}
