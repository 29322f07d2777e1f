import { useId, type ReactNode } from 'react';
import styles from './section-card.module.css';

interface SectionCardProps {
  title: string;
  /** A line of summary beside the title (a count, what waits). */
  summary?: ReactNode;
  /** The feature's card class, composing `card` here with what its page adds (its padding on small screens). */
  className?: string;
  /** While the card's content reloads. */
  isBusy?: boolean;
  children: ReactNode;
}

/** A card of the project or engagement page, named by its heading, with a line of summary beside it. */
export function SectionCard({ title, summary, className = styles.card, isBusy, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId} aria-busy={isBusy || undefined}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
      </div>
      {children}
    </section>
  );
}
