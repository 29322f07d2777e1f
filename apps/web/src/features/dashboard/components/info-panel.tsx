import { useId } from 'react';
import styles from './info-panel.module.css';

export interface InfoPanelProps {
  title: string;
  /** What the panel says while it has nothing to show. */
  emptyText: string;
}

/** A dashboard panel (Messages, Activity); both are empty until those features exist. */
export function InfoPanel({ title, emptyText }: InfoPanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.empty}>{emptyText}</p>
    </section>
  );
}
