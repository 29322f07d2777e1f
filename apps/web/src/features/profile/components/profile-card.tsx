import { useId, type ReactNode } from 'react';
import styles from './profile-card.module.css';

interface ProfileCardProps {
  title: string;
  /** Spans the whole row of the profile grid. */
  isWide?: boolean;
  children: ReactNode;
}

/** One titled card of a profile page (BUSINESS, SKILLS, ROLE …). */
export function ProfileCard({ title, isWide = false, children }: ProfileCardProps) {
  const titleId = useId();
  return (
    <section className={isWide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The muted line a card shows while its part of the profile is empty. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

/** The cards of a profile page: one column on phones, two from tablet width. */
export function ProfileGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
