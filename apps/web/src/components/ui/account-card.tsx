import { useId, type ReactNode } from 'react';
import styles from './account-card.module.css';

interface AccountCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One titled card of an account page: Account & security's cards and the billing details (features/account, features/billing). */
export function AccountCard({ title, intro, children }: AccountCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </header>
      {children}
    </section>
  );
}

export { styles as accountCardStyles };
