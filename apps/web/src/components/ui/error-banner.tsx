import { useEffect, useState } from 'react';
import styles from './error-banner.module.css';

/** Matches --duration-banner-out: the banner unmounts when its exit animation is over. */
const EXIT_MS = 200;

export interface ErrorBannerProps {
  message: string | null;
  onDismiss: () => void;
}

/**
 * The failed-submit banner (docs/product.md#forms-and-validation): role="alert" with the message and "OK, got it!". It slides in
 * over 300 ms; when the message goes away it stays for its 200 ms exit, hidden from screen readers.
 */
export function ErrorBanner({ message, onDismiss }: ErrorBannerProps) {
  const [shown, setShown] = useState(message);
  if (message && message !== shown) setShown(message);
  const isLeaving = !message && shown !== null;

  useEffect(() => {
    if (!isLeaving) return;
    const timer = window.setTimeout(() => setShown(null), EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [isLeaving]);

  if (shown === null) return null;
  return (
    <div
      role={isLeaving ? undefined : 'alert'}
      aria-hidden={isLeaving || undefined}
      className={isLeaving ? `${styles.banner} ${styles.leaving}` : styles.banner}
      onAnimationEnd={() => isLeaving && setShown(null)}
    >
      <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path className={styles.mark} d="M10 5.5v5.5" strokeWidth="2" strokeLinecap="round" />
        <circle className={styles.dot} cx="10" cy="14.25" r="1.25" />
      </svg>
      <p className={styles.message}>{shown}</p>
      <button type="button" className={styles.dismiss} onClick={onDismiss} disabled={isLeaving}>
        OK, got it!
      </button>
    </div>
  );
}
