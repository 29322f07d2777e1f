import type { ReactNode } from 'react';
import { Logo } from './logo';
import styles from './area-header.module.css';

/** The area header: logo on the left, the area's actions (user menu, links) on the right. */
export function AreaHeader({ children }: { children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <div className={styles.actions}>{children}</div>
      </div>
    </header>
  );
}
