import { useId, type ReactNode } from 'react';
import styles from './invoices.module.css';

/** A card of the project or engagement page, named by its heading, with a line of summary beside it. */
export function SectionCard({ title, summary, children }: { title: string; summary?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
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
