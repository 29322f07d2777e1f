import type { ReactNode } from 'react';
import styles from './badge.module.css';

export interface BadgeProps {
  tone?: 'neutral' | 'brand' | 'accent';
  children: ReactNode;
  /** Shows an × button labelled "Remove {text}". */
  onRemove?: () => void;
  /** The text named by the remove button when children is not plain text. */
  removeLabel?: string;
}

/** A small pill for roles, skills and statuses; removable when onRemove is given. */
export function Badge({ tone = 'neutral', children, onRemove, removeLabel }: BadgeProps) {
  const text = removeLabel ?? (typeof children === 'string' || typeof children === 'number' ? String(children) : '');
  return (
    <span className={`${styles.badge} ${styles[tone]}`}>
      <span className={styles.text}>{children}</span>
      {onRemove ? (
        <button type="button" className={styles.remove} aria-label={`Remove ${text}`.trim()} onClick={onRemove}>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M3 3l6 6M9 3l-6 6" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </span>
  );
}
