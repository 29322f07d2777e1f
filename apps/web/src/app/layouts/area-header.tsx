import type { ReactNode } from 'react';
import { Logo } from './logo';
import styles from './area-header.module.css';

/**
 * The area header: logo on the left, the area's navigation (if any) beside it, and the area's actions
 * (user menu, links) on the right. Below 600 px the navigation takes a row of its own.
 */
export function AreaHeader({ nav, children }: { nav?: ReactNode; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        {nav ? <div className={styles.nav}>{nav}</div> : null}
        <div className={styles.actions}>{children}</div>
      </div>
    </header>
  );
}
