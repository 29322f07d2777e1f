import styles from './sort-indicator.module.css';

export interface SortIndicatorProps {
  direction: 'asc' | 'desc' | null;
}

/** The arrow beside a sortable column's name; the header itself sets aria-sort. */
export function SortIndicator({ direction }: SortIndicatorProps) {
  const className = direction ? `${styles.indicator} ${styles.active}` : styles.indicator;
  return (
    <svg className={className} viewBox="0 0 12 16" width="12" height="16" aria-hidden="true" focusable="false">
      <path className={direction === 'asc' ? styles.on : styles.off} d="M6 2l4 5H2z" />
      <path className={direction === 'desc' ? styles.on : styles.off} d="M6 14l4-5H2z" />
    </svg>
  );
}
