import type { ReactNode } from 'react';
import { MemberCover } from '../../../features/auth/components/member-cover';
import { Logo } from '../../layouts/logo';
import { usePageTitle } from '../../use-page-title';
import styles from './member-landing.module.css';

/** The member pages' frame (logo, one column, the cover on wide screens): the landing's panes and the mailed links' pages. */
export function MemberFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main id="main" className={styles.landing}>
      <div className={styles.formColumn}>
        <div className={styles.inner}>
          <Logo />
          {children}
        </div>
      </div>
      <div className={styles.coverColumn}>
        <MemberCover />
      </div>
    </main>
  );
}
