import type { ReactNode } from 'react';
import { Logo } from './logo';
import styles from './area-header.module.css';

/** The signed-in header: logo on the left, the area's actions and the user menu on the right. */
export function AreaHeader({ children }: { children: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <div className={styles.actions}>{children}</div>
      </div>
    </header>
  );
}
