import { useState } from 'react';
import styles from './spinner.module.css';

const SEGMENTS = Array.from({ length: 8 }, (_, index) => index);

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Read to screen readers; null makes the spinner decorative (e.g. inside a busy button). */
  label?: string | null;
  className?: string;
}

/** Eight segments turning once every 4 s (docs/product.md#navigation-and-motion), in the current text colour; the brightest leads. */
export function Spinner({ size = 32, label = 'Loading', className }: SpinnerProps) {
  const wheel = (
    <span
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
      aria-hidden={label === null ? true : undefined}
    >
      {SEGMENTS.map((index) => (
        <span
          key={index}
          className={styles.segment}
          style={{ transform: `rotate(${-index * 45}deg)`, opacity: 1 - index * 0.11 }}
        />
      ))}
    </span>
  );
  if (label === null) return wheel;
  return (
    <span role="status" className={styles.status}>
      <span aria-hidden="true">{wheel}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export interface LoadingOverlayProps {
  label?: string;
}

/** index.html's overlay, shown until the app's first page is drawn (AppShell then removes it). */
export const BOOT_OVERLAY_ID = 'boot-overlay';

/**
 * The full-screen "not ready yet" overlay: a spinner on a veiled page, fading in over 400 ms. One that
 * replaces index.html's overlay, still on screen, appears at once instead of fading in a second time.
 */
export function LoadingOverlay({ label = 'Loading' }: LoadingOverlayProps) {
  const [isTakingOver] = useState(() => typeof document !== 'undefined' && !!document.getElementById(BOOT_OVERLAY_ID));
  return (
    <div className={isTakingOver ? `${styles.overlay} ${styles.instant}` : styles.overlay} aria-busy="true">
      <Spinner size={48} label={label} />
    </div>
  );
}
